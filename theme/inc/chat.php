<?php
/**
 * Customer chat (Customizer: provider and id). Messenger: a link to the page's m.me conversation (the
 * old Messenger chat plugin is gone). Zalo: the official widget, whose SDK loads only after the
 * visitor interacts with the page or grants marketing consent (WP Consent API), never on first paint.
 * Nothing is printed when no provider or id is set. Also Zalo's click-to-chat address, which the
 * header's contact links use (trust.php).
 *
 * @package tourfront
 */

defined( 'ABSPATH' ) || exit;

define( 'TOURFRONT_ZALO_SDK_URL', 'https://sp.zalo.me/plugins/sdk.js' );

/**
 * Zalo's click-to-chat address for a phone number or an Official Account id (digits), or '' when empty:
 * the link opens the conversation in the Zalo app or on zalo.me, with no script on the page.
 *
 * @param mixed $number Phone number or OA id.
 * @return string
 */
function tourfront_zalo_chat_url( $number ) {
	$digits = tourfront_sanitize_chat_id( $number );
	return '' === $digits ? '' : 'https://zalo.me/' . $digits;
}

/**
 * The chat settings when a provider and an id are set, else null.
 *
 * @return array{provider: string, id: string}|null
 */
function tourfront_chat_settings() {
	$chat = tourfront_theme_settings()['chat'];
	return '' === $chat['provider'] || '' === $chat['id'] ? null : $chat;
}

if ( ! function_exists( 'tourfront_chat_template' ) ) {
	/**
	 * Prints the chat: Messenger's link, or Zalo's widget element (the loader adds its SDK later).
	 *
	 * @param array{provider: string, id: string} $chat Provider and id.
	 * @return void
	 */
	function tourfront_chat_template( $chat ) {
		if ( 'messenger' === $chat['provider'] ) {
			echo '<a class="tourfront-chat tourfront-chat--messenger" href="' . esc_url( 'https://m.me/' . rawurlencode( $chat['id'] ) ) . '" target="_blank" rel="noopener">' . esc_html__( 'Chat with us on Messenger', 'tourfront' ) . '</a>';
			return;
		}
		echo '<div class="tourfront-chat tourfront-chat--zalo zalo-chat-widget" data-oaid="' . esc_attr( $chat['id'] ) . '" data-welcome-message="' . esc_attr__( 'Hello! How can we help you?', 'tourfront' ) . '" data-autopopup="0" data-width="350" data-height="420" data-tourfront-src="' . esc_url( TOURFRONT_ZALO_SDK_URL ) . '"></div>';
	}
}

/**
 * The loader: the SDK is added on the first interaction or on marketing consent.
 *
 * @return string
 */
function tourfront_chat_loader() {
	return '(function(){var w=document.querySelector("[data-tourfront-src]");if(!w)return;var done=false,ev=["pointerdown","keydown","touchstart","scroll"];'
		. 'function load(){if(done)return;done=true;ev.forEach(function(e){removeEventListener(e,load,true)});var s=document.createElement("script");s.src=w.getAttribute("data-tourfront-src");s.async=true;document.body.appendChild(s)}'
		. 'ev.forEach(function(e){addEventListener(e,load,{capture:true,passive:true,once:true})});'
		. 'document.addEventListener("wp_listen_for_consent_change",function(e){if(e.detail&&e.detail.marketing==="allow")load()});'
		. 'if(typeof wp_has_consent==="function"&&wp_has_consent("marketing"))load()})();';
}

/**
 * Prints the chat in the footer, and Zalo's loader after its widget.
 *
 * @return void
 */
function tourfront_print_chat() {
	$chat = tourfront_chat_settings();
	if ( ! $chat ) {
		return;
	}
	tourfront_chat_template( $chat );
	if ( 'zalo' === $chat['provider'] ) {
		wp_print_inline_script_tag( tourfront_chat_loader() );
	}
}
add_action( 'wp_footer', 'tourfront_print_chat', 50 );

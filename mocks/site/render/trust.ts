/**
 * The trust elements as theme/inc/trust.php prints them with the seed's options (mocks/fixtures/trust.ts):
 * the header's hotline and Zalo links, the footer's registration, license, cancellation policy and
 * Ministry of Industry and Trade badge, and the policy link under the booking box.
 */

/** Internal dependencies */
import { TRUST } from '../../fixtures';
import { __ } from '../i18n';
import { CANCELLATION_POLICY_PAGE, THEME_URL } from '../settings';
import { escAttr, escHtml } from './escape';

/** `tourfront_cancellation_policy_template()`: the policy link in a paragraph of `className`. */
export function cancellationPolicyLink( className: string ): string {
	return `<p class="${ escAttr( className ) }"><a href="${ escAttr( CANCELLATION_POLICY_PAGE.permalink ) }">${ escHtml( CANCELLATION_POLICY_PAGE.title ) }</a></p>`;
}

/** `tourfront_header_contact_template()`. */
export function headerContact(): string {
	const hotline = `<a class="tourfront-contact__link tourfront-contact__hotline" href="${ escAttr( `tel:${ TRUST.hotline.replace( /[^0-9+]/g, '' ) }` ) }"><span class="tourfront-contact__label">${ escHtml(
		__( 'Hotline' )
	) }</span> <span class="tourfront-contact__value">${ escHtml( TRUST.hotline ) }</span></a>`;
	const zalo = `<a class="tourfront-contact__link tourfront-contact__zalo" href="${ escAttr( `https://zalo.me/${ TRUST.zalo_number }` ) }" target="_blank" rel="noopener">${ escHtml(
		__( 'Chat on Zalo' )
	) }<span class="screen-reader-text"> ${ escHtml( __( '(opens in a new tab)' ) ) }</span></a>`;
	return `<div class="tourfront-contact">${ hotline }${ zalo }</div>`;
}

/** `tourfront_footer_trust_template()`. */
export function footerTrust(): string {
	const lines = `<p class="tourfront-trust__registration">${ escHtml( TRUST.business_registration ) }</p><p class="tourfront-trust__license">${ escHtml(
		TRUST.tour_operator_license
	) }</p>${ cancellationPolicyLink( 'tourfront-trust__policy' ) }`;
	const badge = `<a class="tourfront-trust__moit" href="${ escAttr( TRUST.moit_notification_url ) }" target="_blank" rel="noopener"><img src="${ escAttr(
		`${ THEME_URL }/assets/images/moit-notified.svg`
	) }" width="150" height="57" alt="${ escAttr( __( 'Notified to the Ministry of Industry and Trade' ) ) }" loading="lazy" decoding="async" /></a>`;
	return `<div class="tourfront-trust"><div class="tourfront-trust__lines">${ lines }</div>${ badge }</div>`;
}

/**
 * The pieces of WordPress's `comment_form()` that articles and product reviews share.
 */

/** Internal dependencies */
import { __ } from '../i18n';
import { escAttr, escHtml } from './escape';

/** The hidden "Cancel reply" link after the reply title (comment-reply.js shows it when replying). */
export function cancelReplyLink( url: string ): string {
	return ` <small><a rel="nofollow" id="cancel-comment-reply-link" href="${ escAttr( url ) }#respond" style="display:none;">${ escHtml( __( 'Cancel reply' ) ) }</a></small>`;
}

/** "Your email address will not be published. Required fields are marked *". */
export function commentNotes(): string {
	return `<p class="comment-notes"><span id="email-notes">${ escHtml( __( 'Your email address will not be published.' ) ) }</span> <span class="required-field-message">${ escHtml(
		__( 'Required fields are marked' )
	) } <span class="required">*</span></span></p>`;
}

/** The cookies-consent checkbox WordPress adds for guests. */
export function cookiesConsent(): string {
	return `<p class="comment-form-cookies-consent"><input id="wp-comment-cookies-consent" name="wp-comment-cookies-consent" type="checkbox" value="yes" /> <label for="wp-comment-cookies-consent">${ escHtml(
		__(
			'Save my name, email, and website in this browser for the next time I comment.'
		)
	) }</label></p>\n`;
}

/** The submit row with the post id and parent. */
export function commentSubmit( label: string, postId: number ): string {
	return `<p class="form-submit"><input name="submit" type="submit" id="submit" class="submit" value="${ escAttr( label ) }" /> <input type='hidden' name='comment_post_ID' value='${ postId }' id='comment_post_ID' />
<input type='hidden' name='comment_parent' id='comment_parent' value='0' />
</p>`;
}

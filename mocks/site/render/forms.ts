/**
 * WooCommerce's form rows (`woocommerce_form_field`-style markup used by the account templates).
 */

/** Internal dependencies */
import { __ } from '../i18n';
import { escAttr, escHtml } from './escape';

export interface FieldOptions {
	id: string;
	name: string;
	label: string;
	type?: string;
	autocomplete?: string;
	required?: boolean;
	value?: string;
	width?: 'wide' | 'first' | 'last';
	description?: string;
}

/** A `p.woocommerce-form-row` with label and input. */
export function formRow( field: FieldOptions ): string {
	const required = field.required !== false;
	const marker = required
		? `&nbsp;<span class="required" aria-hidden="true">*</span><span class="screen-reader-text">${ escHtml( __( 'Required' ) ) }</span>`
		: '';
	const describedBy = field.description
		? ` aria-describedby="${ escAttr( field.id ) }_description"`
		: '';
	return `<p class="woocommerce-form-row woocommerce-form-row--${ field.width ?? 'wide' } form-row form-row-${ field.width ?? 'wide' }">
		<label for="${ escAttr( field.id ) }">${ escHtml( field.label ) }${ marker }</label>
		<input type="${ field.type ?? 'text' }" class="woocommerce-Input woocommerce-Input--${ field.type === 'password' ? 'password' : 'text' } input-text" name="${ escAttr(
			field.name
		) }" id="${ escAttr( field.id ) }" autocomplete="${ escAttr( field.autocomplete ?? 'off' ) }" value="${ escAttr( field.value ?? '' ) }"${
			required ? ' required aria-required="true"' : ''
		}${ describedBy } />${ field.description ? `<span id="${ escAttr( field.id ) }_description"><em>${ escHtml( field.description ) }</em></span>` : '' }
	</p>`;
}

/** WooCommerce's hidden nonce + referer pair. */
export const nonceFields = ( action: string, referer: string ) =>
	`<input type="hidden" id="woocommerce-${ action }-nonce" name="woocommerce-${ action }-nonce" value="demo${ action.length }f00d" /><input type="hidden" name="_wp_http_referer" value="${ escAttr(
		referer
	) }" />`;

/** The theme's password hint under a new-password field (theme/inc/account.php). */
export function passwordHint(): string {
	return `<p class="tourfront-password-hint description">${ escHtml(
		__(
			'Hint: The password should be at least twelve characters long. To make it stronger, use upper and lower case letters, numbers, and symbols like ! " ? $ % ^ & ).'
		)
	) }</p>`;
}

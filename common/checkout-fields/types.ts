/**
 * WooCommerce's additional checkout fields as its settings describe them, and the checkout document
 * their rules are evaluated over (WooCommerce's `CheckoutFieldsSchema\DocumentObject`).
 */

/** A JSON schema (draft-07), as WooCommerce's field rules are written. */
export type JsonSchema = Record< string, unknown >;

/** `required` / `hidden`: a fixed answer, or a JSON schema the checkout document must match. */
export type FieldRule = boolean | JsonSchema;

export type AdditionalFieldLocation = 'contact' | 'address' | 'order';

/** One registered field (`woocommerce_register_additional_checkout_field`), as printed for the browser. */
export interface AdditionalFieldConfig {
	label: string;
	optionalLabel?: string;
	location: AdditionalFieldLocation;
	type: 'text' | 'select' | 'checkbox';
	required: FieldRule;
	hidden: FieldRule;
	/** A JSON schema the field's value must match, written against the field's own value. */
	validation?: JsonSchema;
	/** maxLength, pattern, title, autocomplete, autocapitalize, readOnly, aria-*, data-*. */
	attributes?: Record< string, string | number | boolean >;
	options?: Array< { value: string; label: string } >;
	placeholder?: string;
	show_in_order_confirmation?: boolean;
}

/** Whether a field is hidden and required for the current document. */
export interface FieldState {
	hidden: boolean;
	required: boolean;
}

/** WooCommerce's checkout document (checkout-document-schema.json). */
export interface CheckoutDocument {
	cart: {
		coupons: string[];
		shipping_rates: string[];
		items: number[];
		items_type: string[];
		items_count: number;
		items_weight: number;
		needs_shipping: boolean;
		prefers_collection: boolean;
		totals: { total_price: number; total_tax: number };
		extensions: Record< string, unknown >;
	};
	customer: {
		id: number;
		billing_address: Record< string, unknown >;
		shipping_address: Record< string, unknown >;
		additional_fields: Record< string, unknown >;
		address?: Record< string, unknown >;
	};
	checkout: {
		create_account?: boolean;
		customer_note?: string;
		payment_method?: string;
		additional_fields: Record< string, unknown >;
	};
}

/** The validator class of `@cfworker/json-schema` (passed in, so the browser can load it lazily). */
export interface SchemaValidatorClass {
	new (
		schema: JsonSchema | boolean,
		draft?: '7',
		shortCircuit?: boolean
	): { validate: ( instance: unknown ) => { valid: boolean } };
}

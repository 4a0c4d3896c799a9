/**
 * Store errors in WooCommerce's REST shape: {code, message, data: {status, …}}.
 */

/** Internal dependencies */
import {
	invalidParamsWordPress,
	invalidParamsWoo,
	missingParamsWordPress,
} from './messages';

/** An error the Store API answers with; `message` is already HTML-escaped as WooCommerce sends it. */
export class StoreError extends Error {
	readonly code: string;
	readonly status: number;
	readonly data: Record< string, unknown >;
	/** Schema errors come from WordPress's argument validation, before the route adds its headers. */
	readonly schema: boolean;

	constructor(
		code: string,
		message: string,
		status: number,
		data: Record< string, unknown > = {},
		schema = false
	) {
		super( message );
		this.name = 'StoreError';
		this.code = code;
		this.status = status;
		this.data = data;
		this.schema = schema;
	}

	/** The JSON body WooCommerce sends. */
	toBody(): {
		code: string;
		message: string;
		data: Record< string, unknown >;
	} {
		return {
			code: this.code,
			message: this.message,
			data: { status: this.status, ...this.data },
		};
	}
}

/** rest_invalid_param for one or more params, with data.params and data.details as WordPress builds them. */
export function invalidParams(
	details: Record<
		string,
		{ code: string; message: string; data?: Record< string, unknown > }
	>,
	schema = true
): StoreError {
	const params: Record< string, string > = {};
	const full: Record<
		string,
		{
			code: string;
			message: string;
			data: Record< string, unknown > | null;
		}
	> = {};
	for ( const [ param, detail ] of Object.entries( details ) ) {
		params[ param ] = detail.message;
		full[ param ] = {
			code: detail.code,
			message: detail.message,
			data: detail.data ?? null,
		};
	}
	return new StoreError(
		'rest_invalid_param',
		( schema ? invalidParamsWordPress : invalidParamsWoo )(
			Object.keys( details ).join( ', ' )
		),
		400,
		{ params, details: full },
		schema
	);
}

/** rest_missing_callback_param for required params that were not sent. */
export function missingParams( names: string[] ): StoreError {
	return new StoreError(
		'rest_missing_callback_param',
		missingParamsWordPress( names.join( ', ' ) ),
		400,
		{ params: names },
		true
	);
}

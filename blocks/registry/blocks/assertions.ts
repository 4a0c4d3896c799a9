/**
 * Checks on `registerCheckoutBlock` options, with the developer messages an extension author reads.
 */

/** WordPress dependencies */
import { isValidElement } from '@wordpress/element';

/** Internal dependencies */
import { INNER_BLOCK_AREAS } from '../constants';

const AREAS: readonly string[] = Object.values( INNER_BLOCK_AREAS );

/** True when `area` is an inner block area extensions may use. */
export function isInnerBlockArea( area: unknown ): boolean {
	return typeof area === 'string' && AREAS.includes( area );
}

function typeOf( value: unknown ): string {
	return value === null ? 'null' : typeof value;
}

/** Throws "Incorrect value for the {name} argument…" unless `value` has the expected type. */
export function assertType(
	name: string,
	value: unknown,
	expected: string
): void {
	if ( typeOf( value ) !== expected ) {
		throw new Error(
			`Incorrect value for the ${ name } argument when registering a checkout block. It was a ${ typeOf(
				value
			) }, but must be a ${ expected }.`
		);
	}
}

/** The block name must be a non-empty string. */
export function assertBlockName( name: unknown ): void {
	assertType( 'blockName', name, 'string' );
	if ( ! name ) {
		throw new Error(
			'Value for the blockName argument must not be empty.'
		);
	}
}

/** The parent must be a valid area, or a list holding at least one valid area. */
export function assertBlockParent( parent: unknown ): void {
	if ( typeof parent !== 'string' && ! Array.isArray( parent ) ) {
		throw new Error(
			`Incorrect value for the parent argument when registering a checkout block. It was a ${ typeOf(
				parent
			) }, but must be a string or array of strings.`
		);
	}
	const valid =
		typeof parent === 'string'
			? isInnerBlockArea( parent )
			: parent.some( isInnerBlockArea );
	if ( ! valid ) {
		throw new Error(
			'When registering a checkout block, the parent must be a valid inner block area.'
		);
	}
}

/** True for a component: a function, a class, or a lazy/memo/forwardRef object. */
function isComponent( value: unknown ): boolean {
	if ( typeof value === 'function' ) {
		return true;
	}
	return (
		typeof value === 'object' &&
		value !== null &&
		'$$typeof' in value &&
		! isValidElement( value )
	);
}

/** The component must be a valid element or a lazily loaded component. */
export function assertBlockComponent( component: unknown ): void {
	if ( ! isComponent( component ) && ! isValidElement( component ) ) {
		throw new Error(
			`Incorrect value for the component argument when registering a checkout block. It was a ${ typeOf(
				component
			) }, but must be a React element or lazy callback.`
		);
	}
}

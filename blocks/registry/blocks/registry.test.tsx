// @vitest-environment node
/** External dependencies */
import { afterEach, describe, expect, it } from 'vitest';
import { lazy } from 'react';

/** Internal dependencies */
import {
	__unstableResetCheckoutBlocks,
	getRegisteredBlocks,
	registerCheckoutBlock,
} from './registry';
import { INNER_BLOCK_AREAS } from '../constants';

const component = () => null;
const FIELDS = INNER_BLOCK_AREAS.CHECKOUT_FIELDS;
const register = ( options: unknown ) => () =>
	registerCheckoutBlock( options as never );

afterEach( () => __unstableResetCheckoutBlocks() );

describe( 'registerCheckoutBlock', () => {
	it( 'refuses metadata that is not an object', () => {
		expect( register( { metadata: 'x', component } ) ).toThrow(
			'Incorrect value for the metadata argument when registering a checkout block. It was a string, but must be a object.'
		);
	} );

	it( 'refuses a missing or empty name', () => {
		expect(
			register( { metadata: { name: null, parent: FIELDS }, component } )
		).toThrow(
			'Incorrect value for the blockName argument when registering a checkout block. It was a null, but must be a string.'
		);
		expect(
			register( { metadata: { name: '', parent: FIELDS }, component } )
		).toThrow( 'Value for the blockName argument must not be empty.' );
	} );

	it( 'refuses a parent that is not a valid inner block area', () => {
		const message =
			'When registering a checkout block, the parent must be a valid inner block area.';
		expect(
			register( { metadata: { name: 'a/b', parent: [] }, component } )
		).toThrow( message );
		expect(
			register( {
				metadata: { name: 'a/b', parent: 'invalid-parent' },
				component,
			} )
		).toThrow( message );
		expect(
			register( { metadata: { name: 'a/b', parent: 5 }, component } )
		).toThrow(
			'Incorrect value for the parent argument when registering a checkout block. It was a number, but must be a string or array of strings.'
		);
		expect(
			register( {
				metadata: { name: 'a/b', parent: [ 'invalid', FIELDS ] },
				component,
			} )
		).not.toThrow();
	} );

	it( 'refuses a missing component and accepts elements and lazy components', () => {
		expect(
			register( { metadata: { name: 'a/b', parent: FIELDS } } )
		).toThrow(
			'Incorrect value for the component argument when registering a checkout block. It was a undefined, but must be a React element or lazy callback.'
		);
		expect(
			register( {
				metadata: { name: 'a/c', parent: FIELDS },
				component: <div />,
			} )
		).not.toThrow();
		expect(
			register( {
				metadata: { name: 'a/d', parent: FIELDS },
				component: lazy( () =>
					Promise.resolve( { default: component } )
				),
			} )
		).not.toThrow();
	} );

	it( 'defaults force to lock.default.remove and lists blocks per area', () => {
		registerCheckoutBlock( {
			metadata: {
				name: 'a/locked',
				parent: [ FIELDS ],
				attributes: { lock: { default: { remove: true } } },
			},
			component,
		} );
		registerCheckoutBlock( {
			metadata: { name: 'a/free', parent: FIELDS },
			component,
		} );
		registerCheckoutBlock( {
			metadata: {
				name: 'a/explicit',
				parent: FIELDS,
				attributes: { lock: { default: { remove: true } } },
			},
			component,
			force: false,
		} );
		expect(
			getRegisteredBlocks( FIELDS ).map( ( b ) => [
				b.blockName,
				b.force,
			] )
		).toEqual( [
			[ 'a/locked', true ],
			[ 'a/free', false ],
			[ 'a/explicit', false ],
		] );
		expect(
			getRegisteredBlocks( INNER_BLOCK_AREAS.CONTACT_INFORMATION )
		).toEqual( [] );
		expect( getRegisteredBlocks( 'not-defined' ) ).toEqual( [] );
	} );
} );

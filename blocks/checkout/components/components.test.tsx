/** External dependencies */
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
	act,
	cleanup,
	fireEvent,
	render,
	screen,
} from '@testing-library/react';

/** WordPress dependencies */
import { useState } from '@wordpress/element';
import { dispatch, select } from '@wordpress/data';

/** Internal dependencies */
import { validationStore } from '../../data/validation';
import CheckoutStep from './checkout-step';
import ValidatedInput from './validated-input';
import { getValidityMessage } from './validated-input/validity';
import RadioControl from './radio-control';
import Textarea from './textarea';
import AddressForm from './address-form';
import { ADDRESS_KEYS, getAddressFields } from '../address/fields';
import fixture from '../address/test-fixtures/checkout-settings.json';
import type {
	AddressFieldConfig,
	AddressFieldKey,
	CountryData,
} from '../../../common/settings';

afterEach( () => {
	cleanup();
	dispatch( validationStore ).clearValidationErrors();
} );

function Controlled( props: {
	label: string;
	type?: string;
	required?: boolean;
	errorMessage?: string;
} ) {
	const [ value, setValue ] = useState( '' );
	return (
		<ValidatedInput
			id="billing-first_name"
			errorId="billing_first_name"
			value={ value }
			onChange={ setValue }
			{ ...props }
		/>
	);
}

describe( 'ValidatedInput', () => {
	it( 'validates on mount with the error hidden, shows it on blur under the field with role alert', () => {
		render( <Controlled label="First name" required /> );
		expect(
			select( validationStore ).getValidationError( 'billing_first_name' )
		).toEqual( {
			message: 'Please enter first name',
			hidden: true,
		} );
		expect( screen.queryByRole( 'alert' ) ).toBeNull();
		const input = screen.getByLabelText( 'First name' );
		fireEvent.blur( input );
		expect( screen.getByRole( 'alert' ).textContent ).toBe(
			'Please enter first name'
		);
		expect( input.getAttribute( 'aria-describedby' ) ).toBe(
			'validate-error-billing_first_name'
		);
	} );

	it( 'hides the error while typing and clears it once valid', () => {
		render( <Controlled label="First name" required /> );
		const input = screen.getByLabelText( 'First name' );
		fireEvent.blur( input );
		fireEvent.change( input, { target: { value: 'An' } } );
		expect( screen.queryByRole( 'alert' ) ).toBeNull();
		expect(
			select( validationStore ).getValidationError( 'billing_first_name' )
		).toBeUndefined();
	} );

	it( 'treats a value of spaces as missing and trims on blur', () => {
		render( <Controlled label="First name" required /> );
		const input = screen.getByLabelText( 'First name' ) as HTMLInputElement;
		fireEvent.change( input, { target: { value: '   ' } } );
		fireEvent.blur( input );
		expect( input.value ).toBe( '' );
		expect( screen.getByRole( 'alert' ).textContent ).toBe(
			'Please enter first name'
		);
	} );

	it( 'uses a fixed errorMessage when given, and clears the error on unmount', () => {
		const view = render(
			<Controlled label="First name" required errorMessage="Bắt buộc" />
		);
		fireEvent.blur( screen.getByLabelText( 'First name' ) );
		expect( screen.getByRole( 'alert' ).textContent ).toBe( 'Bắt buộc' );
		view.unmount();
		expect(
			select( validationStore ).getValidationError( 'billing_first_name' )
		).toBeUndefined();
	} );

	it( 'is re-checked and shown when the store asks every field to revalidate', () => {
		render( <Controlled label="First name" required /> );
		expect( screen.queryByRole( 'alert' ) ).toBeNull();
		act( () => {
			dispatch( validationStore ).revalidate();
		} );
		expect( screen.getByRole( 'alert' ).textContent ).toBe(
			'Please enter first name'
		);
	} );

	it( 'words the message by validity', () => {
		const ok = {
			valueMissing: false,
			badInput: false,
			typeMismatch: false,
		};
		expect(
			getValidityMessage(
				'Email address',
				{ ...ok, typeMismatch: true },
				'x'
			)
		).toBe( 'Please enter a valid email address' );
		// Empty is not invalid: "Vui lòng nhập họ", not "Vui lòng nhập họ hợp lệ".
		expect(
			getValidityMessage(
				'Last name',
				{ ...ok, valueMissing: true },
				'x'
			)
		).toBe( 'Please enter last name' );
		expect( getValidityMessage( 'Phone', ok, 'Too long' ) ).toBe(
			'Too long'
		);
	} );
} );

describe( 'CheckoutStep', () => {
	it( 'is a fieldset with title, number and description, and can be disabled', () => {
		const { container } = render(
			<CheckoutStep
				id="contact"
				title="Contact information"
				stepNumber={ 1 }
				description="We use it for updates."
				disabled
			>
				<input aria-label="Email" />
			</CheckoutStep>
		);
		const fieldset = container.querySelector( 'fieldset' )!;
		expect( fieldset.disabled ).toBe( true );
		expect(
			screen.getByRole( 'group', { name: 'Contact information' } )
		).toBe( fieldset );
		expect(
			container.querySelector(
				'.wc-block-components-checkout-step__number'
			)!.textContent
		).toBe( '1' );
		expect( screen.getByText( 'We use it for updates.' ) ).toBeTruthy();
	} );

	it( 'renders without a title', () => {
		const { container } = render( <CheckoutStep>content</CheckoutStep> );
		expect( container.querySelector( 'h2' ) ).toBeNull();
		expect( container.textContent ).toBe( 'content' );
	} );
} );

describe( 'RadioControl', () => {
	const options = [
		{
			value: 'cod',
			label: 'COD',
			secondaryLabel: '0 ₫',
			description: 'Pay on delivery',
			content: <p>Cash</p>,
		},
		{ value: 'bacs', label: 'Bank transfer', content: <p>Account 123</p> },
	];

	it( 'in accordion form shows only the selected option content', () => {
		const onChange = vi.fn();
		const { rerender } = render(
			<RadioControl
				id="pm"
				selected="cod"
				options={ options }
				onChange={ onChange }
				accordion
			/>
		);
		expect( screen.getByText( 'Cash' ) ).toBeTruthy();
		expect( screen.queryByText( 'Account 123' ) ).toBeNull();
		fireEvent.click( screen.getByLabelText( /Bank transfer/ ) );
		expect( onChange ).toHaveBeenCalledWith( 'bacs' );
		rerender(
			<RadioControl
				id="pm"
				selected="bacs"
				options={ options }
				onChange={ onChange }
				accordion
			/>
		);
		expect( screen.queryByText( 'Cash' ) ).toBeNull();
		expect( screen.getByText( 'Account 123' ) ).toBeTruthy();
	} );

	it( 'shows every content outside accordion form, and secondary label and description', () => {
		render(
			<RadioControl
				id="pm"
				selected="cod"
				options={ options }
				onChange={ () => undefined }
			/>
		);
		expect( screen.getByText( 'Account 123' ) ).toBeTruthy();
		expect( screen.getByText( '0 ₫' ) ).toBeTruthy();
		expect( screen.getByText( 'Pay on delivery' ) ).toBeTruthy();
	} );
} );

describe( 'Textarea', () => {
	it( 'has 2 rows', () => {
		render(
			<Textarea value="" onChange={ () => undefined } label="Notes" />
		);
		expect( screen.getByLabelText( 'Notes' ).getAttribute( 'rows' ) ).toBe(
			'2'
		);
	} );
} );

describe( 'AddressForm', () => {
	const defaultFields = fixture.defaultFields as unknown as Record<
		AddressFieldKey,
		AddressFieldConfig
	>;
	const countryData = fixture.countryData as unknown as Record<
		string,
		CountryData
	>;
	function Form( { country }: { country: string } ) {
		const [ address, setAddress ] = useState< Record< string, string > >( {
			country,
		} );
		const fields = getAddressFields(
			address.country,
			ADDRESS_KEYS,
			defaultFields,
			countryData
		);
		return (
			<AddressForm
				type="shipping"
				address={ address }
				fields={ fields }
				countryOptions={ [
					{ value: 'VN', label: 'Vietnam' },
					{ value: 'US', label: 'United States (US)' },
				] }
				onChange={ ( key, value ) =>
					setAddress( ( a ) => ( { ...a, [ key ]: value } ) )
				}
			/>
		);
	}

	it( 'leaves hidden fields out and labels optional ones', () => {
		render( <Form country="VN" /> );
		expect( screen.queryByLabelText( /State/ ) ).toBeNull();
		expect( screen.queryByLabelText( /Company/ ) ).toBeNull();
		expect(
			screen.getByLabelText( 'Postal code (optional)' )
		).toBeTruthy();
		expect( screen.getByLabelText( 'Phone (optional)' ) ).toBeTruthy();
	} );

	// First postcode check of this file: the package's table is not loaded yet.
	it( 'loads the postcode table on the first check and shows its verdict to a shopper who left the field', async () => {
		render( <Form country="US" /> );
		const postcode = screen.getByLabelText( /ZIP|Postal/ );
		fireEvent.change( postcode, { target: { value: '9021' } } );
		fireEvent.blur( postcode );
		expect( ( await screen.findByRole( 'alert' ) ).textContent ).toMatch(
			/valid/
		);
		fireEvent.change( postcode, { target: { value: '90210' } } );
		fireEvent.blur( postcode );
		expect( screen.queryByRole( 'alert' ) ).toBeNull();
	} );

	it( 'refuses an invalid postcode for the country', () => {
		render( <Form country="VN" /> );
		const postcode = screen.getByLabelText( 'Postal code (optional)' );
		fireEvent.change( postcode, { target: { value: '7000' } } );
		fireEvent.blur( postcode );
		expect( screen.getByRole( 'alert' ).textContent ).toBe(
			'Please enter a valid postal code'
		);
		fireEvent.change( postcode, { target: { value: '700000' } } );
		fireEvent.blur( postcode );
		expect( screen.queryByRole( 'alert' ) ).toBeNull();
	} );

	it( 'refuses a phone number nobody can call, with what a Vietnamese one looks like', async () => {
		render( <Form country="VN" /> );
		const phone = screen.getByLabelText( 'Phone (optional)' );
		for ( const bad of [ '12ab', '091234', '1234567890123456' ] ) {
			fireEvent.change( phone, { target: { value: bad } } );
			fireEvent.blur( phone );
			expect( ( await screen.findByRole( 'alert' ) ).textContent ).toBe(
				'Please enter a phone number we can call (in Vietnam: 10 digits starting with 0, or +84 and 9 digits).'
			);
			expect( phone.getAttribute( 'aria-invalid' ) ).toBe( 'true' );
		}
		fireEvent.change( phone, { target: { value: '091 234 5678' } } );
		fireEvent.blur( phone );
		expect( screen.queryByRole( 'alert' ) ).toBeNull();
		fireEvent.change( phone, { target: { value: '+84 912 345 678' } } );
		fireEvent.blur( phone );
		expect( screen.queryByRole( 'alert' ) ).toBeNull();
	} );

	it( 'switches to a state select and a required ZIP code for the US', () => {
		render( <Form country="VN" /> );
		act( () => {
			fireEvent.change( screen.getByLabelText( 'Country/Region' ), {
				target: { value: 'US' },
			} );
		} );
		const state = screen.getByLabelText( 'State' ) as HTMLSelectElement;
		expect( state.tagName ).toBe( 'SELECT' );
		expect( state.options.length ).toBeGreaterThan( 50 );
		expect(
			( screen.getByLabelText( 'ZIP Code' ) as HTMLInputElement ).required
		).toBe( true );
		expect(
			select( validationStore ).getValidationError( 'shipping_postcode' )
		).toMatchObject( { hidden: true } );
	} );
} );

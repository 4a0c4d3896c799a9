/** External dependencies */
import { render } from '@testing-library/react';
import { describe, it, expect, afterEach } from 'vitest';

/** Internal dependencies */
import '../test-utils';
import FormattedPrice from '.';
import { VND_CURRENCY } from '../../../common/money/test-fixtures';

const vnd = VND_CURRENCY;

afterEach( () => {
	delete window.tourfrontSettings;
} );

describe( 'FormattedPrice', () => {
	it( 'formats minor units with the response currency', () => {
		const { container } = render(
			<FormattedPrice value="2490000" currency={ vnd } />
		);
		expect( container.textContent ).toBe( '2.490.000 ₫' );
	} );

	it( 'prefixes a minus for negative rows and shows nothing without a value', () => {
		const { container } = render(
			<>
				<FormattedPrice value={ 200000 } currency={ vnd } negative />
				<FormattedPrice value={ null } currency={ vnd } />
			</>
		);
		expect( container.textContent ).toBe( '-200.000 ₫' );
	} );

	it( 'falls back to the store currency of the settings', () => {
		window.tourfrontSettings = {
			currency: {
				code: 'USD',
				precision: 2,
				symbol: '$',
				symbolPosition: 'left',
				decimalSeparator: '.',
				thousandSeparator: ',',
				priceFormat: '%1$s%2$s',
			},
		};
		const { container } = render(
			<FormattedPrice value="123450" currency={ undefined } />
		);
		expect( container.textContent ).toBe( '$1,234.50' );
	} );
} );

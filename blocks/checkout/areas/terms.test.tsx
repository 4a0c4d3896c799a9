/** External dependencies */
import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';

/** Internal dependencies */
import Terms from './terms';

const page = ( id: number, title: string, permalink: string ) => ( {
	id,
	title,
	permalink,
} );

describe( 'Terms', () => {
	it( 'links the cancellation policy under the terms when the shop has one', () => {
		render(
			<Terms
				terms={ page(
					9,
					'Điều khoản dịch vụ',
					'/dieu-khoan-dich-vu/'
				) }
				privacy={ null }
				cancellation={ page(
					10,
					'Chính sách hủy tour',
					'/chinh-sach-huy-tour/'
				) }
			/>
		);
		expect(
			screen
				.getByRole( 'link', { name: 'Chính sách hủy tour' } )
				.getAttribute( 'href' )
		).toBe( '/chinh-sach-huy-tour/' );
	} );

	it( 'prints no policy line without a page', () => {
		const { container } = render(
			<Terms
				terms={ page(
					9,
					'Điều khoản dịch vụ',
					'/dieu-khoan-dich-vu/'
				) }
				privacy={ null }
				cancellation={ null }
			/>
		);
		expect(
			container.querySelector( '.tourfront-policy-link' )
		).toBeNull();
	} );
} );

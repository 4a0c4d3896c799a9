// @vitest-environment node
/**
 * The scale bench's own logic: its command line, the manifest links and seats it reads from the screens, the
 * median, and the README table it writes (ratios to the Orders screen, the verdict on the 1.5× bar).
 */

/** External dependencies */
import { describe, expect, it } from 'vitest';

/** Internal dependencies */
import {
	manifestLinks,
	manifestSeats,
	median,
	parseScaleArgs,
	renderScaleSection,
} from './bench-scale.mjs';

describe( 'parseScaleArgs', () => {
	it( 'reads the store, the command, the counts and the themes to compare', () => {
		const args = parseScaleArgs( [
			'--url',
			'http://127.0.0.1:8082/',
			'--wp',
			'/srv/stores/c-bin/wp-php c',
			'--bookings',
			'99,1500',
			'--themes',
			'after=tourfront,before=tourfront-head',
			'--runs',
			'0',
		] );
		expect( args.url ).toBe( 'http://127.0.0.1:8082' );
		expect( args.wp ).toEqual( [ '/srv/stores/c-bin/wp-php', 'c' ] );
		expect( args.bookings ).toEqual( [ 99, 1500 ] );
		expect( args.departures ).toBe( 5000 );
		expect( args.runs ).toBe( 1 );
		expect( args.themes ).toEqual( [
			{ label: 'after', theme: 'tourfront' },
			{ label: 'before', theme: 'tourfront-head' },
		] );
		expect( parseScaleArgs( [] ).themes ).toEqual( [
			{ label: 'current', theme: '' },
		] );
	} );
} );

describe( 'what the bench reads from the screens', () => {
	it( "finds a departure's manifest, print and CSV links, escaped as WordPress prints them, and no other departure's", () => {
		const html = [
			'<a href="http://s/wp-admin/admin.php?page=tourfront-departures&#038;departure=580&#038;_wpnonce=a1">12/12/2026</a>',
			'<a href="http://s/wp-admin/admin.php?page=tourfront-departures&amp;departure=580&amp;view=print&amp;_wpnonce=a1">In</a>',
			'<a href="http://s/wp-admin/admin.php?page=tourfront-departures&amp;departure=5800&amp;view=csv&amp;_wpnonce=b2">CSV</a>',
			'<a href="http://s/wp-admin/admin.php?page=tourfront-departures&amp;departure=580&amp;view=csv&amp;_wpnonce=a1">CSV</a>',
		].join( '' );
		expect( manifestLinks( html, 580 ) ).toEqual( {
			screen: 'http://s/wp-admin/admin.php?page=tourfront-departures&departure=580&_wpnonce=a1',
			print: 'http://s/wp-admin/admin.php?page=tourfront-departures&departure=580&view=print&_wpnonce=a1',
			csv: 'http://s/wp-admin/admin.php?page=tourfront-departures&departure=580&view=csv&_wpnonce=a1',
		} );
	} );

	it( 'reads the seats of the figures line, in English or Vietnamese, past the fill bar and the status', () => {
		const bar =
			'<span class="tourfront-fill tourfront-fill--some" role="img" aria-label="93 of 124 seats sold" title="93 of 124 seats sold"><span class="tourfront-fill__bar" style="width:75%"></span></span>';
		expect(
			manifestSeats(
				`<p class="tourfront-manifest__figures">${ bar } <mark class="tourfront-status tourfront-status--open">Đang mở</mark> Chỗ: 124 tổng, 93 đã bán, 31 còn · 36 đơn · 80 người lớn, 13 trẻ em</p>`
			)
		).toEqual( { offered: 124, sold: 93, left: 31, bookings: 36 } );
		expect( manifestSeats( '<p>No figures</p>' ) ).toBeNull();
	} );

	it( 'takes the median of odd and even counts', () => {
		expect( median( [ 5, 1, 3 ] ) ).toBe( 3 );
		expect( median( [ 4, 1, 3, 2 ] ) ).toBe( 2.5 );
	} );
} );

describe( 'renderScaleSection', () => {
	const page = ( ms: number ) => ( { ms, bytes: 204800, memoryMb: 40 } );
	const entry = ( label: string, departures: number ) => ( {
		label,
		bookings: 10000,
		date: '2026-12-02T00:00:00Z',
		url: 'http://127.0.0.1:8082',
		runs: 9,
		hpos: true,
		departures: 4999,
		versions: { wordpress: '7.0.4', woocommerce: '11.0.1', php: '8.2' },
		pages: {
			orders: page( 200 ),
			departures: page( departures ),
			edit: page( 250 ),
			manifest: page( 180 ),
			print: page( 100 ),
			csv: page( 90 ),
			product: page( 150 ),
		},
		storefront: { edit: page( 240 ), product: page( 300 ) },
		load: [ 1.2, 2.5 ],
	} );

	it( 'gives each screen its ratio to the Orders screen and says whether the slowest meets 1.5×', () => {
		const table = renderScaleSection( {
			runs: {
				'after@10000': entry( 'after', 220 ),
				'before@10000': entry( 'before', 6000 ),
			},
		} );
		expect( table ).toContain(
			'| 10,000 | after | 200 ms, 200 KB, 40 MB | 220 ms (1.10×), 200 KB, 40 MB | 250 ms (1.25×)'
		);
		expect( table ).toContain( '| 10,000 | before |' );
		expect( table ).toContain( '6000 ms (30.00×)' );
		expect( table ).toContain( '150 ms (0.50×)' );
		expect( table ).toContain( '300 ms, 200 KB, 40 MB | 1.2–2.5 |' );
		expect( table ).toContain(
			'the slowest operator screen is edit, 1.25× the Orders screen (target ≤ 1.5×: met)'
		);
		expect(
			renderScaleSection( {
				runs: { 'after@10000': entry( 'after', 400 ) },
			} )
		).toContain(
			'departures, 2.00× the Orders screen (target ≤ 1.5×: not met)'
		);
	} );
} );

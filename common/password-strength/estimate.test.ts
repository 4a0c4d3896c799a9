/** External dependencies */
import { afterEach, describe, expect, it, vi } from 'vitest';

/** Internal dependencies */
import {
	getPasswordStrength,
	getStrengthFeedback,
	getStrengthLevel,
	isBelowMinimum,
	loadPasswordEstimator,
	setPasswordEstimator,
	shouldBlockSubmit,
} from './estimate';

afterEach( () => setPasswordEstimator( null ) );

describe( 'getPasswordStrength', () => {
	it( 'is -1 until the estimator is loaded', () => {
		expect( getPasswordStrength( 'anything' ) ).toBe( -1 );
	} );

	it( 'is 5 when the confirmation differs, even before loading', () => {
		expect( getPasswordStrength( 'abc', [], 'abd' ) ).toBe( 5 );
		setPasswordEstimator( () => ( { score: 4 } ) );
		expect( getPasswordStrength( 'abc', [], 'abd' ) ).toBe( 5 );
	} );

	it( 'passes the disallowed words to the estimator and returns its score', () => {
		const estimator = vi.fn( () => ( { score: 2 } ) );
		setPasswordEstimator( estimator );
		expect(
			getPasswordStrength( 'secret', [ 'Long', 'admin' ], 'secret' )
		).toBe( 2 );
		expect( estimator ).toHaveBeenCalledWith( 'secret', [
			'Long',
			'admin',
		] );
	} );

	it( 'loads the real zxcvbn lazily and scores with it', async () => {
		await loadPasswordEstimator();
		expect( getPasswordStrength( 'password' ) ).toBe( 0 );
		expect(
			getPasswordStrength( 'Vịnh-Hạ-Long!2026-du-thuyền#Kayak' )
		).toBe( 4 );
		// A word from the page counts against the password.
		expect( getPasswordStrength( 'halongbaytours', [] ) ).toBeGreaterThan(
			getPasswordStrength( 'halongbaytours', [ 'halongbaytours' ] )
		);
	} );
} );

describe( 'getStrengthFeedback', () => {
	const options = {
		minimum: 3,
		errorText: 'Stronger please.',
		hintText: 'Use 12 characters.',
	};

	it.each( [
		[ 0, 'short', 'Very weak - Stronger please.', 'Use 12 characters.' ],
		[ 1, 'bad', 'Weak - Stronger please.', 'Use 12 characters.' ],
		[ 2, 'bad', 'Weak - Stronger please.', 'Use 12 characters.' ],
		[ 3, 'good', 'Medium', '' ],
		[ 4, 'strong', 'Strong', '' ],
		[ 5, 'mismatch', 'Mismatch', '' ],
		[ -1, 'unknown', 'Password strength unknown', '' ],
	] )( 'score %i → %s "%s"', ( score, level, text, hint ) => {
		const feedback = getStrengthFeedback( score, options );
		expect( feedback.level ).toBe( level );
		expect( feedback.text ).toBe( text );
		expect( feedback.hint ).toBe( hint );
	} );

	it( 'appends the error to a medium password when the minimum is 4', () => {
		expect(
			getStrengthFeedback( 3, { ...options, minimum: 4 } ).text
		).toBe( 'Medium - Stronger please.' );
	} );

	it( 'falls back to the default error and hint texts', () => {
		const feedback = getStrengthFeedback( 0, { minimum: 3 } );
		expect( feedback.text ).toBe(
			'Very weak - Please enter a stronger password.'
		);
		expect( feedback.hint ).toMatch(
			/^Hint: The password should be at least twelve characters long/
		);
	} );

	it( 'maps levels', () => {
		expect( getStrengthLevel( 7 ) ).toBe( 'unknown' );
	} );
} );

describe( 'shouldBlockSubmit', () => {
	it( 'blocks a non-empty password below the minimum', () => {
		expect(
			shouldBlockSubmit( { password: 'abc', score: 2, minimum: 3 } )
		).toBe( true );
		expect(
			shouldBlockSubmit( { password: 'abc', score: 3, minimum: 3 } )
		).toBe( false );
	} );

	it( 'never blocks an empty password, an unknown score or a mismatch', () => {
		expect(
			shouldBlockSubmit( { password: '', score: 0, minimum: 3 } )
		).toBe( false );
		expect(
			shouldBlockSubmit( { password: 'abc', score: -1, minimum: 3 } )
		).toBe( false );
		expect(
			shouldBlockSubmit( { password: 'abc', score: 5, minimum: 3 } )
		).toBe( false );
		expect( isBelowMinimum( -1, 4 ) ).toBe( false );
	} );

	it( 'applies on checkout only with stop_checkout', () => {
		expect(
			shouldBlockSubmit( {
				password: 'abc',
				score: 0,
				minimum: 3,
				isCheckout: true,
			} )
		).toBe( false );
		expect(
			shouldBlockSubmit( {
				password: 'abc',
				score: 0,
				minimum: 3,
				isCheckout: true,
				stopCheckout: true,
			} )
		).toBe( true );
	} );
} );

describe( 'loading zxcvbn from the WordPress includes path', () => {
	afterEach( () => {
		delete window.zxcvbn;
		delete window.tourfrontSettings;
	} );

	it( 'uses the copy the page already has', async () => {
		window.zxcvbn = () => ( { score: 3 } );
		await loadPasswordEstimator();
		expect( getPasswordStrength( 'x' ) ).toBe( 3 );
	} );

	it( 'adds the script named by theme.zxcvbn_src and uses it once loaded', async () => {
		window.tourfrontSettings = {
			theme: { zxcvbn_src: '/wp-includes/js/zxcvbn.min.js' } as never,
		};
		const appended: HTMLScriptElement[] = [];
		vi.spyOn( document.head, 'append' ).mockImplementation( ( (
			node: HTMLScriptElement
		) => {
			appended.push( node );
		} ) as never );
		const loaded = loadPasswordEstimator();
		expect( getPasswordStrength( 'x' ) ).toBe( -1 );
		expect( appended ).toHaveLength( 1 );
		expect( appended[ 0 ].getAttribute( 'src' ) ).toBe(
			'/wp-includes/js/zxcvbn.min.js'
		);
		window.zxcvbn = () => ( { score: 1 } );
		appended[ 0 ].dispatchEvent( new Event( 'load' ) );
		await loaded;
		expect( getPasswordStrength( 'x' ) ).toBe( 1 );
	} );
} );

// @vitest-environment node
import { describe, expect, it } from 'vitest';

// @ts-expect-error -- a plain .mjs build script without type declarations.
import { aptGetArgs, APT_LOCK_WAIT_SECONDS } from './system-deps.mjs';

describe( 'system packages', () => {
	it( 'lets apt wait for a lock another apt or dpkg run holds, instead of dying after a few seconds', () => {
		const args: string[] = aptGetArgs( [ 'install', '-y', 'chromium' ] );
		expect( args.slice( 0, 2 ) ).toEqual( [
			'-o',
			`DPkg::Lock::Timeout=${ APT_LOCK_WAIT_SECONDS }`,
		] );
		expect( APT_LOCK_WAIT_SECONDS ).toBeGreaterThanOrEqual( 300 );
		expect( args.slice( 2 ) ).toEqual( [ 'install', '-y', 'chromium' ] );
	} );
} );

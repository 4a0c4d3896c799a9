/**
 * Every test file's setup. `vi.waitFor` waits for a state one second by default: on a busy two-core machine
 * a lazily loaded chunk took longer than that to arrive (the mini-cart's count, seen at load 12), and a test
 * failed that waits for a state, not a length of time. Ten seconds is the budget; a state that comes sooner
 * ends the wait as soon. A call that names its own timeout keeps it. Testing Library's `waitFor` and
 * `findBy…` get the same budget (a file may set its own with `configure`).
 */

/** External dependencies */
import { configure } from '@testing-library/dom';
import { vi } from 'vitest';

const DEFAULT_WAIT_MS = 10_000;

const waitFor = vi.waitFor.bind( vi );
vi.waitFor = ( ( callback, options ) =>
	waitFor(
		callback,
		typeof options === 'number'
			? options
			: { timeout: DEFAULT_WAIT_MS, ...options }
	) ) as typeof vi.waitFor;

configure( { asyncUtilTimeout: DEFAULT_WAIT_MS } );

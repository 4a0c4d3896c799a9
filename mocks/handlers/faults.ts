/**
 * Fault injection: make the next N matching calls fail with a status, invalid JSON, a network
 * error, an invalid nonce, or a delay (then answer normally).
 */

/** What a fault does. Exactly one of status / invalidJson / networkError / invalidNonce, optionally delayMs. */
export interface FaultSpec {
	count?: number;
	status?: number;
	invalidJson?: boolean;
	networkError?: boolean;
	invalidNonce?: boolean;
	delayMs?: number;
}

/** A call as faults see it: method and URL (path + query; for batch sub-requests the sub path). */
export interface FaultTarget {
	method: string;
	url: string;
}

/** Which calls a fault applies to: URL substring, RegExp on the URL, or a predicate. */
export type FaultMatch =
	string | RegExp | ( ( target: FaultTarget ) => boolean );

interface PendingFault {
	match: FaultMatch;
	spec: FaultSpec;
	remaining: number;
}

function matches( match: FaultMatch, target: FaultTarget ): boolean {
	if ( typeof match === 'string' ) {
		return target.url.includes( match );
	}
	if ( match instanceof RegExp ) {
		return match.test( target.url );
	}
	return match( target );
}

/** Creates a fault registry. */
export function createFaults() {
	let pending: PendingFault[] = [];
	return {
		/** The next `spec.count` (default 1) calls matching `match` fail as `spec` says. */
		failNext( match: FaultMatch, spec: FaultSpec = { status: 500 } ): void {
			pending.push( { match, spec, remaining: spec.count ?? 1 } );
		},
		/** Takes (consumes one use of) the first fault matching the call. */
		take( target: FaultTarget ): FaultSpec | undefined {
			const fault = pending.find(
				( entry ) =>
					entry.remaining > 0 && matches( entry.match, target )
			);
			if ( ! fault ) {
				return undefined;
			}
			fault.remaining--;
			pending = pending.filter( ( entry ) => entry.remaining > 0 );
			return fault.spec;
		},
		/** Number of fault uses still pending. */
		pendingCount: (): number =>
			pending.reduce( ( sum, entry ) => sum + entry.remaining, 0 ),
		/** Forgets every pending fault. */
		clear(): void {
			pending = [];
		},
	};
}

/** The fault registry type. */
export type Faults = ReturnType< typeof createFaults >;

/** The JSON body of an injected status failure. */
export function faultBody( status: number ) {
	return {
		code: 'tourfront_mock_fault',
		message: `Injected failure (HTTP ${ status }).`,
		data: { status },
	};
}

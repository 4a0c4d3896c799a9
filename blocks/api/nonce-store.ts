/**
 * The Store API nonce, kept per user id in localStorage: the newest by timestamp wins, so a page
 * served from a full-page cache (hours-old nonce) does not overwrite a fresher one.
 */

/** Internal dependencies */
import {
	NONCE_STORAGE_KEY_PREFIX,
	NONCE_STORAGE_LIFETIME_MS,
} from './constants';

/** A nonce and the server time (seconds) it was issued at. */
export interface NonceRecord {
	nonce: string;
	timestamp: number;
}

/** Storage as used here (localStorage or a stand-in). */
export type NonceStorage = Pick< Storage, 'getItem' | 'setItem' > &
	Partial< Pick< Storage, 'removeItem' > >;

/** The current nonce of one user. */
export interface NonceStore {
	/** The nonce to send ('' when none is known). */
	get: () => string;
	/** Its timestamp (0 when unknown). */
	getTimestamp: () => number;
	/** Keeps `record` if it is at least as new as the current one; returns whether it was kept. */
	update: ( record: NonceRecord ) => boolean;
	/** Reads `Nonce` / `Nonce-Timestamp` response headers; returns whether the nonce was kept. */
	updateFromHeaders: ( headers: Pick< Headers, 'get' > ) => boolean;
}

/** The stored nonce of `key`; one past its expiry (or stored without one) is removed and ignored. */
function read(
	storage: NonceStorage | undefined,
	key: string
): NonceRecord | undefined {
	try {
		const value = JSON.parse( storage?.getItem( key ) ?? 'null' ) as
			( NonceRecord & { expires?: number } ) | null;
		if (
			! value ||
			typeof value.nonce !== 'string' ||
			typeof value.timestamp !== 'number'
		) {
			return undefined;
		}
		if ( ! ( Number( value.expires ) > Date.now() ) ) {
			storage?.removeItem?.( key );
			return undefined;
		}
		return { nonce: value.nonce, timestamp: value.timestamp };
	} catch {
		return undefined;
	}
}

/** localStorage when usable (private mode and tests may lack it). */
export function getDefaultNonceStorage(): NonceStorage | undefined {
	try {
		return typeof window !== 'undefined' ? window.localStorage : undefined;
	} catch {
		return undefined;
	}
}

/** Creates the nonce store of `userId`, seeded with the page's nonce and the stored one (newest wins). */
export function createNonceStore( {
	userId = 0,
	initial,
	storage = getDefaultNonceStorage(),
}: {
	userId?: number;
	initial?: Partial< NonceRecord >;
	storage?: NonceStorage;
} = {} ): NonceStore {
	const key = `${ NONCE_STORAGE_KEY_PREFIX }${ userId }`;
	let current: NonceRecord = { nonce: '', timestamp: 0 };

	const update = ( record: NonceRecord ): boolean => {
		if ( ! record.nonce || record.timestamp < current.timestamp ) {
			return false;
		}
		current = { nonce: record.nonce, timestamp: record.timestamp };
		try {
			storage?.setItem(
				key,
				JSON.stringify( {
					...current,
					expires: Date.now() + NONCE_STORAGE_LIFETIME_MS,
				} )
			);
		} catch {
			// Storage full or denied: the nonce still lives for this page.
		}
		return true;
	};

	const stored = read( storage, key );
	if ( stored ) {
		current = stored;
	}
	if ( initial?.nonce ) {
		update( {
			nonce: initial.nonce,
			timestamp: Number( initial.timestamp ) || 0,
		} );
	}

	return {
		get: () => current.nonce,
		getTimestamp: () => current.timestamp,
		update,
		updateFromHeaders( headers ) {
			const nonce = headers.get( 'Nonce' );
			if ( ! nonce ) {
				return false;
			}
			// A response without a timestamp is "now": newer than anything stored.
			const timestamp =
				Number( headers.get( 'Nonce-Timestamp' ) ) ||
				Math.max( current.timestamp, Math.floor( Date.now() / 1000 ) );
			return update( { nonce, timestamp } );
		},
	};
}

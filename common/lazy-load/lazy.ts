/**
 * Code splitting for features whose markup only some pages carry: the feature's `index.ts` stays a
 * few bytes, and its code (`enhance.ts`) loads only when `selector` matches something in `root`.
 */

/** Internal dependencies */
import { CHUNK_LOAD_TIMEOUT_MS } from './constants';
import { queryAll } from '../once';

/** What a lazily loaded feature module exports. */
export interface EnhanceModule {
	enhance: ( root: ParentNode ) => void;
}

/** `promise`, or a rejection once the chunk load timeout has passed without an answer. */
export function withChunkTimeout< T >( promise: Promise< T > ): Promise< T > {
	return new Promise< T >( ( resolve, reject ) => {
		setTimeout( reject, CHUNK_LOAD_TIMEOUT_MS );
		promise.then( resolve, reject );
	} );
}

/**
 * Loads a chunk, giving up after 120 s. A failure loads the recovery code, which tells the shopper and
 * retries when asked; the promise then settles with the module. Only the timer lives here (every page
 * carries this file): the message, its button and the cache-busting retry load once a chunk has failed.
 */
export function loadChunk< T >( load: () => Promise< T > ): Promise< T > {
	return withChunkTimeout( load() ).catch( ( error: unknown ) =>
		import( './chunk-failure' ).then( ( m ) =>
			m.recoverChunk( error, load )
		)
	);
}

/** An `init(root)` that loads and runs the feature only when its markup is present. */
export function lazyInit(
	selector: string,
	load: () => Promise< EnhanceModule >
): ( root: ParentNode ) => void {
	return ( root ) => {
		if ( queryAll( root, selector ).length ) {
			loadChunk( load )
				.then( ( module ) => module.enhance( root ) )
				.catch( () => undefined );
		}
	};
}

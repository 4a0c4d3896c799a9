/**
 * Code splitting for features whose markup only some pages carry: the feature's `index.ts` stays a
 * few bytes, and its code (`enhance.ts`) loads only when `selector` matches something in `root`.
 */

/** Internal dependencies */
import { queryAll } from './once';

/** What a lazily loaded feature module exports. */
export interface EnhanceModule {
	enhance( root: ParentNode ): void;
}

/** An `init(root)` that loads and runs the feature only when its markup is present. */
export function lazyInit( selector: string, load: () => Promise< EnhanceModule > ): ( root: ParentNode ) => void {
	return ( root ) => {
		if ( queryAll( root, selector ).length ) {
			load()
				.then( ( module ) => module.enhance( root ) )
				.catch( () => undefined );
		}
	};
}

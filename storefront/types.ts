/**
 * The contract of a storefront feature folder.
 */

/** What `storefront/<feature>/index.ts` exports. */
export interface StorefrontFeature {
	/** Enhances the feature's markup inside `root`; safe to call again on the same markup. */
	init: ( root: ParentNode ) => void;
}

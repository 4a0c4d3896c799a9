/**
 * Idempotency for `init(root)`: each feature claims an element once, so a second `init` over the
 * same markup binds nothing twice, while fresh markup (a quick view, a cloned panel) is still bound.
 */

/** A per-feature claim function: true the first time it sees an element, false afterwards. */
export function createClaim(): ( element: Element ) => boolean {
	const seen = new WeakSet< Element >();
	return ( element ) => {
		if ( seen.has( element ) ) {
			return false;
		}
		seen.add( element );
		return true;
	};
}

/** Every element matching `selector` in `root`, including `root` itself when it matches. */
export function queryAll< E extends Element = HTMLElement >(
	root: ParentNode,
	selector: string
): E[] {
	const found = Array.from( root.querySelectorAll< E >( selector ) );
	if ( root instanceof Element && root.matches( selector ) ) {
		found.unshift( root as unknown as E );
	}
	return found;
}

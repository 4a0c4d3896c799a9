/**
 * Test helper: happy-dom's Node.prototype.nodeName getter answers '' for elements (browsers answer the
 * tag name). DOMPurify captures that getter when it loads, so without this fix-up every element would
 * look unknown to it. Call before the sanitiser is first loaded, so tests check DOMPurify's real filtering.
 */
export function restoreStandardNodeName(): void {
	const nodeGetter = Object.getOwnPropertyDescriptor(
		Node.prototype,
		'nodeName'
	)?.get;
	Object.defineProperty( Node.prototype, 'nodeName', {
		configurable: true,
		get( this: Node ) {
			// The most derived getter below Node.prototype (Element, Text, Comment…) knows the name.
			for (
				let proto = Object.getPrototypeOf( this );
				proto && proto !== Node.prototype;
				proto = Object.getPrototypeOf( proto )
			) {
				const getter = Object.getOwnPropertyDescriptor(
					proto,
					'nodeName'
				)?.get;
				if ( getter ) {
					return getter.call( this );
				}
			}
			return nodeGetter?.call( this );
		},
	} );
}

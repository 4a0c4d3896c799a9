/**
 * Route discovery (`GET {namespace}` reads its routes): the namespace index's route keys, indexed by
 * resource name, and the route of a resource for a number of ids.
 *
 *   /wc/store/v1/products/attributes/(?P<attribute_id>[\d]+)/terms
 *     → resource `products/attributes/terms`, template `/wc/store/v1/products/attributes/{attribute_id}/terms`
 */

/** Resource name → route template → the names of its placeholders, in order. */
export type RouteIndex = Record< string, Record< string, string[] > >;

/** A placeholder segment of a WordPress REST route: `(?P<name>pattern)`. */
const PLACEHOLDER = /\(\?P<(\w+)>[^)]*\)/g;

/** Indexes the routes of `namespace` (`wc/store/v1`) by resource name; the namespace route itself is left out. */
export function indexRoutes( namespace: string, routes: string[] ): RouteIndex {
	const prefix = `/${ namespace.replace( /^\/+|\/+$/g, '' ) }/`;
	const index: RouteIndex = {};
	for ( const route of routes ) {
		if ( ! route.startsWith( prefix ) ) {
			continue;
		}
		const names = [ ...route.matchAll( PLACEHOLDER ) ].map(
			( match ) => match[ 1 ]
		);
		const resource = route
			.slice( prefix.length )
			.replace( PLACEHOLDER, '' )
			.replace( /\/{2,}/g, '/' )
			.replace( /^\/|\/$/g, '' );
		const template = route.replace(
			PLACEHOLDER,
			( _match, name: string ) => `{${ name }}`
		);
		const entry = ( index[ resource ] ??= {} );
		// The first route registered for a resource and a number of ids wins (products/{id} before products/{slug}).
		entry[ template ] ??= names;
	}
	return index;
}

/** The route of `resource` with `ids` filled into its placeholders, or '' when the namespace has none. */
export function routeFor(
	index: RouteIndex | undefined,
	resource: string,
	ids: Array< string | number > = []
): string {
	const templates = Object.entries( index?.[ resource ] ?? {} );
	const match = templates.find(
		( [ , names ] ) => names.length === ids.length
	);
	if ( ! match ) {
		return '';
	}
	const [ template, names ] = match;
	return names.reduce(
		( route, name, i ) =>
			route.replace(
				`{${ name }}`,
				encodeURIComponent( String( ids[ i ] ) )
			),
		template
	);
}

/** Every route template of an index. */
export function routeTemplates( index: RouteIndex | undefined ): string[] {
	return Object.values( index ?? {} ).flatMap( ( templates ) =>
		Object.keys( templates )
	);
}

/**
 * Types of the arguments @wordpress/data passes to thunks, narrowed to what our stores use.
 */

/** Selectors with the state argument bound. */
export type Curried< S > = {
	[ K in keyof S ]: S[ K ] extends ( state: never, ...args: infer A ) => infer R ? ( ...args: A ) => R : never;
};

/** Action creators as dispatched (plain actions and thunks alike return a promise-or-value). */
export type Bound< A > = {
	[ K in keyof A ]: A[ K ] extends ( ...args: infer P ) => infer R
		? ( ...args: P ) => R extends ( ...a: never[] ) => infer T ? T : unknown
		: never;
};

/** The registry as seen from a thunk: other stores are reached by name. */
export interface ThunkRegistry {
	select( storeName: string ): unknown;
	dispatch( storeName: string ): unknown;
}

/** What a thunk of a store with selectors `S` and actions `A` receives. */
export interface ThunkArgs< S, A > {
	select: Curried< S >;
	dispatch: Bound< A >;
	registry: ThunkRegistry;
}

/** Another store's selectors, or undefined when that store is not registered in this registry. */
export function selectStore< T >( registry: ThunkRegistry, storeName: string ): T | undefined {
	try {
		return ( registry.select( storeName ) as T | undefined ) ?? undefined;
	} catch {
		return undefined;
	}
}

/** Another store's actions, or undefined when that store is not registered in this registry. */
export function dispatchStore< T >( registry: ThunkRegistry, storeName: string ): T | undefined {
	try {
		return ( registry.dispatch( storeName ) as T | undefined ) ?? undefined;
	} catch {
		return undefined;
	}
}

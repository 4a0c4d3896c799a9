/**
 * A tiny Slot/Fill (no `@wordpress/components`): a Fill registers its content under a slot name, the
 * Slot renders every registered fill with its fill props. A Fill may live in any React tree.
 */

/** External dependencies */
import type { ReactNode } from 'react';

/** WordPress dependencies */
import {
	useEffect,
	useLayoutEffect,
	useRef,
	useState,
} from '@wordpress/element';

export type FillChildren< P > = ReactNode | ( ( fillProps: P ) => ReactNode );

interface FillEntry< P > {
	id: number;
	children: FillChildren< P >;
}

const fills = new Map< string, Array< FillEntry< unknown > > >();
const listeners = new Map< string, Set< () => void > >();
let nextId = 1;

function notify( name: string ): void {
	listeners.get( name )?.forEach( ( listener ) => listener() );
}

function setFill( name: string, entry: FillEntry< unknown > ): void {
	const list = ( fills.get( name ) || [] ).filter(
		( fill ) => fill.id !== entry.id
	);
	const index = ( fills.get( name ) || [] ).findIndex(
		( fill ) => fill.id === entry.id
	);
	list.splice( index === -1 ? list.length : index, 0, entry );
	fills.set( name, list );
	notify( name );
}

function removeFill( name: string, id: number ): void {
	fills.set(
		name,
		( fills.get( name ) || [] ).filter( ( fill ) => fill.id !== id )
	);
	notify( name );
}

/** Creates a named slot: `{ Fill, Slot }`. */
export function createSlotFill< P extends object >( name: string ) {
	function Fill( { children }: { children: FillChildren< P > } ) {
		const id = useRef( 0 );
		if ( ! id.current ) {
			id.current = nextId++;
		}
		useLayoutEffect( () => {
			setFill( name, {
				id: id.current,
				children: children as FillChildren< unknown >,
			} );
		} );
		useEffect( () => () => removeFill( name, id.current ), [] );
		return null;
	}

	function Slot( { fillProps }: { fillProps: P } ) {
		const [ , rerender ] = useState( 0 );
		useLayoutEffect( () => {
			const listener = () => rerender( ( n ) => n + 1 );
			const set = listeners.get( name ) || new Set();
			set.add( listener );
			listeners.set( name, set );
			return () => {
				set.delete( listener );
			};
		}, [] );
		const entries = fills.get( name ) || [];
		if ( ! entries.length ) {
			return null;
		}
		return (
			<>
				{ entries.map( ( entry ) => (
					<SlotItem key={ entry.id }>
						{ typeof entry.children === 'function'
							? ( entry.children as ( p: P ) => ReactNode )(
									fillProps
								)
							: entry.children }
					</SlotItem>
				) ) }
			</>
		);
	}

	return { Fill, Slot, name };
}

function SlotItem( { children }: { children: ReactNode } ) {
	return <>{ children }</>;
}

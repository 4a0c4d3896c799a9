/**
 * The suggestion listbox of a search combobox. Rendering is keyed by suggestion: an entry present in
 * both the instant list and the server's answer keeps its element (and its loaded image), so the
 * server settling the list does not flicker.
 */

/** WordPress dependencies */
import { __ } from '@wordpress/i18n';

/** Internal dependencies */
import { priceFragment } from './price-html';
import { SUGGESTION_LIST_MAX_HEIGHT_PX } from './constants';
import type { Suggestion } from '../../common/search';
import { isNavigable } from './suggestions';

const OPTION_CLASS = 'tourfront-live-search__option';

function signature( suggestion: Suggestion ): string {
	return JSON.stringify( [
		suggestion.id,
		suggestion.value,
		suggestion.url,
		suggestion.img,
		suggestion.price,
	] );
}

function optionElement(
	doc: Document,
	listId: string,
	suggestion: Suggestion
): HTMLLIElement {
	const option = doc.createElement( 'li' );
	option.id = `${ listId }-${ suggestion.id < 0 ? 'none' : suggestion.id }`;
	option.className = OPTION_CLASS;
	option.setAttribute( 'role', 'option' );
	option.setAttribute( 'aria-selected', 'false' );
	option.dataset.signature = signature( suggestion );
	if ( ! isNavigable( suggestion ) ) {
		option.classList.add( `${ OPTION_CLASS }--empty` );
		option.setAttribute( 'aria-disabled', 'true' );
	}
	if ( suggestion.img ) {
		const image = doc.createElement( 'img' );
		image.className = 'tourfront-live-search__image';
		image.src = suggestion.img;
		image.alt = '';
		image.width = 48;
		image.height = 48;
		image.decoding = 'async';
		option.append( image );
	}
	const name = doc.createElement( 'span' );
	name.className = 'tourfront-live-search__name';
	name.textContent = suggestion.value;
	option.append( name );
	if ( suggestion.price ) {
		const price = doc.createElement( 'span' );
		price.className = 'tourfront-live-search__price';
		price.append( priceFragment( suggestion.price, doc ) );
		option.append( price );
	}
	return option;
}

/** A listbox bound to `input` (a combobox); `onChoose` runs when an option is picked. */
export function createListbox(
	input: HTMLInputElement,
	onChoose: ( suggestion: Suggestion ) => void
) {
	const doc = input.ownerDocument;
	const list = doc.createElement( 'ul' );
	list.id = `${ input.id || 'tourfront-search' }-suggestions`;
	list.className = 'tourfront-live-search__list';
	list.setAttribute( 'role', 'listbox' );
	list.setAttribute( 'aria-label', __( 'Search suggestions', 'tourfront' ) );
	list.style.maxHeight = `${ SUGGESTION_LIST_MAX_HEIGHT_PX }px`;
	list.style.overflowY = 'auto';
	list.hidden = true;

	let suggestions: Suggestion[] = [];
	let active = -1;

	input.setAttribute( 'role', 'combobox' );
	input.setAttribute( 'aria-autocomplete', 'list' );
	input.setAttribute( 'aria-haspopup', 'listbox' );
	input.setAttribute( 'aria-controls', list.id );
	input.setAttribute( 'aria-expanded', 'false' );
	input.setAttribute( 'autocomplete', 'off' );

	const options = () => Array.from( list.children ) as HTMLLIElement[];

	function setActive( index: number ): void {
		active = index;
		options().forEach( ( option, i ) => {
			option.setAttribute( 'aria-selected', String( i === index ) );
			option.classList.toggle( 'is-active', i === index );
		} );
		const current = options()[ index ];
		if ( current ) {
			input.setAttribute( 'aria-activedescendant', current.id );
			current.scrollIntoView?.( { block: 'nearest' } );
		} else {
			input.removeAttribute( 'aria-activedescendant' );
		}
	}

	function setOpen( open: boolean ): void {
		list.hidden = ! open;
		input.setAttribute( 'aria-expanded', String( open ) );
		if ( ! open ) {
			setActive( -1 );
		}
	}

	// Keep the focus in the field while an option is pressed.
	list.addEventListener( 'mousedown', ( event ) => event.preventDefault() );
	list.addEventListener( 'click', ( event ) => {
		const option = ( event.target as Element ).closest(
			`.${ OPTION_CLASS }`
		);
		const index = option
			? options().indexOf( option as HTMLLIElement )
			: -1;
		if ( index >= 0 ) {
			onChoose( suggestions[ index ] );
		}
	} );

	return {
		element: list,
		/** Shows `next` (an empty list closes), reusing the elements of unchanged entries. */
		render( next: Suggestion[] ): void {
			const activeId = suggestions[ active ]?.id;
			const reusable = new Map(
				options().map( ( option ) => [
					option.dataset.signature,
					option,
				] )
			);
			const wanted = next.map(
				( suggestion ) =>
					reusable.get( signature( suggestion ) ) ??
					optionElement( doc, list.id, suggestion )
			);
			const current = options();
			if (
				wanted.length !== current.length ||
				wanted.some( ( option, i ) => option !== current[ i ] )
			) {
				list.replaceChildren( ...wanted );
			}
			suggestions = next;
			setOpen( next.length > 0 );
			setActive(
				next.findIndex( ( suggestion ) => suggestion.id === activeId )
			);
		},
		/** Moves the active option by `delta`, wrapping around; opens the list when it has entries. */
		move( delta: number ): void {
			if ( ! suggestions.length ) {
				return;
			}
			setOpen( true );
			const count = suggestions.length;
			// With none active, down starts at the first suggestion and up at the last.
			const start = delta > 0 ? 0 : count - 1;
			setActive(
				active < 0 ? start : ( active + delta + count ) % count
			);
		},
		/** The active suggestion, if any. */
		active(): Suggestion | undefined {
			return suggestions[ active ];
		},
		isOpen(): boolean {
			return ! list.hidden;
		},
		close(): void {
			setOpen( false );
		},
		/** Opens the list again when it still holds suggestions. */
		reopen(): void {
			setOpen( suggestions.length > 0 );
		},
	};
}

export type Listbox = ReturnType< typeof createListbox >;

/**
 * Notices area of one context: registers its container while shown, lists the
 * context's notices (and its sub-contexts' without their own container), scrolls into view when new
 * notices appear unless the shopper is typing, and shows the context's snackbars.
 */

/** WordPress dependencies */
import { lazy, Suspense, useEffect, useRef, useMemo } from '@wordpress/element';
import { useSelect, useDispatch } from '@wordpress/data';

/** Internal dependencies */
import { noticesStore, groupNotices } from '../../data/notices';
import type { NoticeGroup } from '../../data/notices';
import { shouldScrollToNotices } from './should-scroll';

// The lists' code loads with the first notice: most cart and checkout loads show none.
const NoticeList = lazy( () =>
	import( './notice-list' ).then( ( m ) => ( { default: m.NoticeList } ) )
);
const SnackbarList = lazy( () =>
	import( './notice-list' ).then( ( m ) => ( { default: m.SnackbarList } ) )
);

export interface NoticesAreaProps {
	context: string;
	className?: string;
}

/** The area; renders nothing (but stays registered) while there is nothing to show. */
export default function NoticesArea( {
	context,
	className = '',
}: NoticesAreaProps ) {
	const ref = useRef< HTMLDivElement >( null );
	const seen = useRef< Set< string > >( new Set() );
	const notices = useSelect(
		( select ) => select( noticesStore ).getNoticesForContainer( context ),
		[ context ]
	);
	const {
		registerContainer,
		unregisterContainer,
		removeNotices,
		dismissSnackbar,
	} = useDispatch( noticesStore );

	useEffect( () => {
		registerContainer( context );
		return () => {
			unregisterContainer( context );
		};
	}, [ context, registerContainer, unregisterContainer ] );

	const groups = useMemo( () => groupNotices( notices ), [ notices ] );
	const snackbars = useMemo(
		() => notices.filter( ( n ) => n.type === 'snackbar' ),
		[ notices ]
	);

	useEffect( () => {
		const ids = notices
			.filter( ( n ) => n.type !== 'snackbar' )
			.map( ( n ) => n.id );
		const fresh = ids.some( ( id ) => ! seen.current.has( id ) );
		seen.current = new Set( ids );
		if (
			fresh &&
			ref.current &&
			shouldScrollToNotices( ref.current.ownerDocument.activeElement )
		) {
			ref.current.scrollIntoView?.( {
				behavior: 'smooth',
				block: 'nearest',
			} );
		}
	}, [ notices ] );

	const dismissGroup = ( group: NoticeGroup ) => {
		const contents = new Set( group.notices.map( ( n ) => n.content ) );
		const byContext = new Map< string, string[] >();
		notices
			.filter(
				( n ) =>
					n.type !== 'snackbar' &&
					n.isDismissible &&
					n.status === group.status &&
					contents.has( n.content )
			)
			.forEach( ( n ) =>
				byContext.set( n.context, [
					...( byContext.get( n.context ) ?? [] ),
					n.id,
				] )
			);
		byContext.forEach( ( ids, ctx ) => removeNotices( ids, ctx ) );
	};

	return (
		<div
			ref={ ref }
			className={ `tourfront-notices ${ className }`.trim() }
		>
			{ notices.length > 0 && (
				<Suspense fallback={ null }>
					<NoticeList
						groups={ groups }
						onDismissGroup={ dismissGroup }
					/>
					<SnackbarList
						notices={ snackbars }
						onDismiss={ ( n ) =>
							dismissSnackbar( n.id, n.context )
						}
					/>
				</Suspense>
			) }
		</div>
	);
}

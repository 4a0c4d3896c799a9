/**
 * The lightbox itself (loaded on first use): one dialog at a time for a gallery, a single image,
 * inline content, a video or an off-canvas panel. Escape, the close button and the backdrop close it;
 * it is removed 300 ms after closing; page scroll is locked on mobile user agents only.
 */

/** WordPress dependencies */
import { __ } from '@wordpress/i18n';

/** Internal dependencies */
import { LIGHTBOX_REMOVAL_DELAY_MS } from './constants';
import { isMobileUserAgent, preloadIndexes, videoEmbedUrl } from './media';
import { iconButton } from '../../common/icon-button';

// Which lightbox a link opens, asked by the page's click listener once this code is in.
export { lightboxFor } from './triggers';

export type LightboxType =
	'gallery' | 'image' | 'inline' | 'video' | 'off-canvas';

/** What to open. */
export interface LightboxOptions {
	type: LightboxType;
	/** Image addresses (gallery, image) with optional captions. */
	items?: Array< { src: string; alt?: string } >;
	index?: number;
	/** The element shown (inline, off-canvas); it is moved in and put back on close. */
	content?: HTMLElement;
	/** Video address. */
	src?: string;
	/** Off-canvas side. */
	position?: 'left' | 'right';
	/** Focus returns here on close. */
	trigger?: HTMLElement | null;
}

interface OpenLightbox {
	root: HTMLElement;
	close: () => void;
}

let current: OpenLightbox | null = null;

/** Closes the open lightbox (if any). */
export function closeLightbox(): void {
	current?.close();
}

/** True while a lightbox is open. */
export function isLightboxOpen(): boolean {
	return current !== null;
}

function galleryView(
	doc: Document,
	options: LightboxOptions,
	body: HTMLElement
): ( step: number ) => void {
	const items = options.items ?? [];
	let index = Math.min(
		Math.max( options.index ?? 0, 0 ),
		Math.max( items.length - 1, 0 )
	);
	const figure = doc.createElement( 'figure' );
	const counter = doc.createElement( 'div' );
	counter.className = 'tourfront-lightbox__counter';
	body.append( figure );
	const show = () => {
		const item = items[ index ];
		const image = doc.createElement( 'img' );
		image.src = item.src;
		image.alt = item.alt ?? '';
		image.addEventListener( 'error', () => {
			const error = doc.createElement( 'p' );
			error.className = 'tourfront-lightbox__error';
			/* translators: %curr% is the number of the image in the gallery; keep it as is. */
			// eslint-disable-next-line @wordpress/i18n-translator-comments -- no printf placeholder here: the rule reads "%curr% could" as the placeholder "% c".
			error.textContent = __(
				'The image #%curr% could not be loaded.',
				'tourfront'
			).replace( '%curr%', String( index + 1 ) );
			image.replaceWith( error );
		} );
		figure.replaceChildren( image );
		counter.textContent =
			items.length > 1 ? `${ index + 1 } / ${ items.length }` : '';
		for ( const neighbour of items.length > 1
			? preloadIndexes( index, items.length )
			: [] ) {
			new Image().src = items[ neighbour ].src;
		}
	};
	if ( items.length > 1 ) {
		const previous = iconButton(
			doc,
			'tourfront-lightbox__prev',
			__( 'Previous', 'tourfront' ),
			'‹'
		);
		const next = iconButton(
			doc,
			'tourfront-lightbox__next',
			__( 'Next', 'tourfront' ),
			'›'
		);
		previous.addEventListener( 'click', () => step( -1 ) );
		next.addEventListener( 'click', () => step( 1 ) );
		body.append( previous, next, counter );
	}
	function step( delta: number ) {
		if ( items.length > 1 ) {
			index = ( index + delta + items.length ) % items.length;
			show();
		}
	}
	if ( items.length ) {
		show();
	}
	return step;
}

function videoView( doc: Document, src: string, body: HTMLElement ): void {
	const embed = videoEmbedUrl( src );
	if ( embed ) {
		const frame = doc.createElement( 'iframe' );
		frame.src = embed;
		frame.allow = 'autoplay; fullscreen; picture-in-picture';
		frame.setAttribute( 'allowfullscreen', '' );
		frame.title = __( 'Video', 'tourfront' );
		body.append( frame );
	} else {
		const video = doc.createElement( 'video' );
		video.src = src;
		video.controls = true;
		video.autoplay = true;
		body.append( video );
	}
}

/** Opens a lightbox (closing any open one first); returns its root element. */
export function openLightbox(
	options: LightboxOptions,
	doc: Document = document
): HTMLElement {
	closeLightbox();
	const win = doc.defaultView ?? window;
	const root = doc.createElement( 'div' );
	root.className = `tourfront-lightbox tourfront-lightbox--${ options.type }${
		options.type === 'off-canvas'
			? ` tourfront-lightbox--${ options.position ?? 'left' }`
			: ''
	}`;
	root.setAttribute( 'role', 'dialog' );
	root.setAttribute( 'aria-modal', 'true' );
	const backdrop = doc.createElement( 'div' );
	backdrop.className = 'tourfront-lightbox__backdrop';
	const body = doc.createElement( 'div' );
	body.className = 'tourfront-lightbox__content';
	const close = iconButton(
		doc,
		'tourfront-lightbox__close',
		__( 'Close', 'tourfront' ),
		'×'
	);
	root.append( backdrop, body, close );

	let step: ( delta: number ) => void = () => undefined;
	let placeholder: Comment | null = null;
	const content = options.content;
	if (
		( options.type === 'inline' || options.type === 'off-canvas' ) &&
		content
	) {
		placeholder = doc.createComment( 'tourfront-lightbox' );
		content.before( placeholder );
		body.append( content );
		content.hidden = false;
		content.classList.add( 'is-in-lightbox' );
		const label = content.getAttribute( 'aria-label' );
		if ( label ) {
			root.setAttribute( 'aria-label', label );
		}
	} else if ( options.type === 'video' && options.src ) {
		videoView( doc, options.src, body );
	} else {
		step = galleryView( doc, options, body );
	}

	const locked = isMobileUserAgent( win.navigator.userAgent );
	if ( locked ) {
		doc.documentElement.classList.add( 'tourfront-lightbox-locked' );
		doc.documentElement.style.overflow = 'hidden';
	}

	const onKey = ( event: KeyboardEvent ) => {
		if ( event.key === 'Escape' ) {
			closeLightbox();
		} else if ( event.key === 'ArrowLeft' ) {
			step( -1 );
		} else if ( event.key === 'ArrowRight' ) {
			step( 1 );
		}
	};
	const self: OpenLightbox = {
		root,
		close: () => {
			if ( current !== self ) {
				return;
			}
			current = null;
			doc.removeEventListener( 'keydown', onKey );
			root.classList.remove( 'is-open' );
			root.classList.add( 'is-closing' );
			if ( locked ) {
				doc.documentElement.classList.remove(
					'tourfront-lightbox-locked'
				);
				doc.documentElement.style.removeProperty( 'overflow' );
			}
			setTimeout( () => {
				if ( placeholder && content ) {
					content.classList.remove( 'is-in-lightbox' );
					content.hidden = true;
					placeholder.replaceWith( content );
				}
				root.remove();
			}, LIGHTBOX_REMOVAL_DELAY_MS );
			options.trigger?.focus();
		},
	};
	current = self;
	backdrop.addEventListener( 'click', closeLightbox );
	close.addEventListener( 'click', closeLightbox );
	doc.addEventListener( 'keydown', onKey );
	doc.body.append( root );
	root.classList.add( 'is-open' );
	close.focus();
	return root;
}

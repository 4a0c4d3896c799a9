/**
 * Helpers of the look journeys: where the journey runs (the demo, or the real store in E2E_BASE_URL),
 * boxes, and the WCAG contrast of an element's text read from its computed styles.
 */

/** External dependencies */
import type { Locator, Page } from '@playwright/test';

/** The real store under test, when E2E_BASE_URL names one. */
export const REAL_STORE = process.env.E2E_BASE_URL?.replace( /\/$/, '' ) ?? '';

/** A path on the store under test (the real store's absolute URL, or the demo's path). */
export function at( path: string ): string {
	return REAL_STORE ? `${ REAL_STORE }${ path }` : path;
}

/** An element's box in the viewport (zeros when it is not rendered). */
export async function box( locator: Locator ) {
	return locator.evaluate( ( element ) => {
		const { left, top, right, bottom, width, height } =
			element.getBoundingClientRect();
		return { left, top, right, bottom, width, height };
	} );
}

/**
 * How many lines an element's text takes on screen: the boxes of its text nodes only (an inline element's
 * own box, with another font, may start a few pixels off its text), two boxes on one line when their
 * middles are less than half a line-height apart, whatever the fonts' metrics.
 */
export async function textLines( locator: Locator ): Promise< number > {
	return locator.evaluate( ( element ) => {
		const middles: Array< { middle: number; half: number } > = [];
		const walker = document.createTreeWalker(
			element,
			NodeFilter.SHOW_TEXT
		);
		for ( let node = walker.nextNode(); node; node = walker.nextNode() ) {
			const range = document.createRange();
			range.selectNodeContents( node );
			const style = getComputedStyle( node.parentElement ?? element );
			const lineHeight =
				parseFloat( style.lineHeight ) ||
				parseFloat( style.fontSize ) * 1.2;
			for ( const rect of Array.from( range.getClientRects() ) ) {
				if ( rect.width > 1 ) {
					middles.push( {
						middle: ( rect.top + rect.bottom ) / 2,
						half: lineHeight / 2,
					} );
				}
			}
		}
		const lines: number[] = [];
		for ( const { middle, half } of middles ) {
			if (
				! lines.some( ( line ) => Math.abs( line - middle ) < half )
			) {
				lines.push( middle );
			}
		}
		return lines.length;
	} );
}

/**
 * Contrast ratio of an element's text against the first opaque background behind it (its own or an
 * ancestor's), from computed styles.
 */
export async function contrastRatio( locator: Locator ): Promise< number > {
	return locator.evaluate( ( element ) => {
		const parse = ( value: string ) => {
			const [ r, g, b, a = 1 ] = ( value.match( /[\d.]+/g ) ?? [] ).map(
				Number
			);
			return { r, g, b, a };
		};
		const luminance = ( {
			r,
			g,
			b,
		}: {
			r: number;
			g: number;
			b: number;
		} ) => {
			const channel = ( v: number ) => {
				const c = v / 255;
				return c <= 0.03928
					? c / 12.92
					: ( ( c + 0.055 ) / 1.055 ) ** 2.4;
			};
			return (
				0.2126 * channel( r ) +
				0.7152 * channel( g ) +
				0.0722 * channel( b )
			);
		};
		let background = { r: 255, g: 255, b: 255, a: 1 };
		for (
			let node: Element | null = element;
			node;
			node = node.parentElement
		) {
			const colour = parse( getComputedStyle( node ).backgroundColor );
			if ( colour.a === 1 ) {
				background = colour;
				break;
			}
		}
		const [ lighter, darker ] = [
			luminance( parse( getComputedStyle( element ).color ) ),
			luminance( background ),
		].sort( ( x, y ) => y - x );
		return ( lighter + 0.05 ) / ( darker + 0.05 );
	} );
}

/** The `content` and mask of an element's ::before and ::after (what draws an icon). */
export async function pseudoIcons( locator: Locator ) {
	return locator.evaluate( ( element ) =>
		[ '::before', '::after' ].map( ( pseudo ) => {
			const style = getComputedStyle( element, pseudo );
			return {
				pseudo,
				content: style.content,
				mask: style.maskImage || style.webkitMaskImage,
				width: parseFloat( style.width ) || 0,
				font: style.fontFamily,
			};
		} )
	);
}

/** Adds the first simple tour of the shop in place and waits for the header count to show it. */
export async function addFirstTourInPlace( page: Page ) {
	await page.goto( at( '/shop/' ) );
	await page.locator( 'li.product a.ajax_add_to_cart' ).first().click();
	await page
		.locator( '.site-header-cart .count' )
		.filter( { hasNotText: /^0\b/ } )
		.waitFor();
}

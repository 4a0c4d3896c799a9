/**
 * Draws a payload as a QR code: error correction level M, a four-module quiet zone, black on white
 * (banking apps and printers read it the same), as an SVG that scales crisply to any size.
 */

/** External dependencies */
import { correction, generate, type Bitmap2D } from 'lean-qr';
import { toSvg } from 'lean-qr/extras/svg';

/** Internal dependencies */
import { QR_QUIET_ZONE_MODULES } from './constants';

/** The QR code's modules for `payload`, at error correction level M exactly. */
export function qrModules( payload: string ): Bitmap2D {
	return generate( payload, {
		minCorrectionLevel: correction.M,
		maxCorrectionLevel: correction.M,
	} );
}

/** An `<svg>` of the QR code, hidden from assistive technology (its container carries the text alternative). */
export function qrSvg( payload: string, doc: Document ): SVGElement {
	const svg = toSvg( qrModules( payload ), doc, {
		on: '#000',
		off: '#fff',
		pad: QR_QUIET_ZONE_MODULES,
	} );
	svg.setAttribute( 'class', 'tourfront-vietqr__svg' );
	svg.setAttribute( 'aria-hidden', 'true' );
	svg.setAttribute( 'focusable', 'false' );
	return svg;
}

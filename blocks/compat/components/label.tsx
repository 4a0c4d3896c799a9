/**
 * WooCommerce's `Label`: a text, with another text for screen readers when it differs.
 */

/** External dependencies */
import type { ReactNode } from 'react';

/** WordPress dependencies */
import { createElement } from '@wordpress/element';

export default function Label( {
	label,
	screenReaderLabel,
	wrapperElement = 'span',
	wrapperProps = {},
}: {
	label?: ReactNode;
	screenReaderLabel?: ReactNode;
	wrapperElement?: string;
	wrapperProps?: Record< string, unknown >;
} ) {
	const hasLabel = label !== undefined && label !== null && label !== '';
	const hasScreenReaderLabel =
		screenReaderLabel !== undefined &&
		screenReaderLabel !== null &&
		screenReaderLabel !== '';
	if ( ! hasScreenReaderLabel || screenReaderLabel === label ) {
		return createElement( wrapperElement, wrapperProps, label );
	}
	return createElement(
		wrapperElement,
		wrapperProps,
		hasLabel ? <span aria-hidden="true">{ label }</span> : null,
		<span className="screen-reader-text">{ screenReaderLabel }</span>
	);
}

/**
 * The booking box of tours (issue 15): its code loads only on pages with a tour's variations form.
 */

/** Internal dependencies */
import { lazyInit } from '../site-kit/lazy';
import { BOOKING_FORM_SELECTOR } from './constants';
import './style.css';

/** Loads and runs the booking box when `root` holds a tour's form. */
export const init = lazyInit( BOOKING_FORM_SELECTOR, () => import( './enhance' ) );

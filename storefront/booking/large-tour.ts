/**
 * What only a tour with many departures needs, in one lazily loaded chunk: the month calendar, the
 * months read after the printed one, and the variation set by the box where WooCommerce printed
 * none (past 30 departures).
 */

export { drawCalendar } from './calendar';
export { loadMonth } from './month-loader';
export { guardPlainSubmit, markPlainForm } from './plain-form';

/**
 * A departure's date as the shop prints it: its term slug YYYY-MM-DD as its name dd/mm/yyyy (the booking box's
 * days and the cart line's departure say the same).
 */

/** YYYY-MM-DD as dd/mm/yyyy. */
export const departureLabel = ( date: string ) =>
	date.split( '-' ).reverse().join( '/' );

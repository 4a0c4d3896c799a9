/**
 * What the cart page exposes on `window.tourfront.checkout`: the registration half of the API and the slots
 * its order summary renders (`blocks/cart/index.tsx`: `exposeApi( cartApi )`).
 */

/** Internal dependencies */
import { extensionsApi } from './extension-points';
import { pageSlots } from './page-slots';

export const cartApi = Object.freeze( { ...extensionsApi, ...pageSlots } );

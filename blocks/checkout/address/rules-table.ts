/**
 * The address rules that load on a field's first check (blocks/checkout/address/postcode.ts): the
 * postcode table of `postcode-validator` and the phone rule with its message, one chunk for both.
 */

export {
	postcodeValidator,
	postcodeValidatorExistsForCountry,
} from 'postcode-validator';
export { phoneError } from './phone-message';

/**
 * The foot of the checkout form under the order's own fields: the order notes, then the terms sentence and
 * the cancellation policy's link. One module (one request) as they always appear together.
 */

/** Internal dependencies */
import type { StorePage } from '../../../common/settings';
import OrderNotes from './order-notes';
import Terms from './terms';

interface FormFootProps {
	disabled: boolean;
	terms: StorePage | null;
	privacy: StorePage | null;
	cancellation?: StorePage | null;
}

/** Notes and terms. */
export default function FormFoot( {
	disabled,
	terms,
	privacy,
	cancellation,
}: FormFootProps ) {
	return (
		<>
			<OrderNotes disabled={ disabled } />
			<Terms
				terms={ terms }
				privacy={ privacy }
				cancellation={ cancellation }
			/>
		</>
	);
}

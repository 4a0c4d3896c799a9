/**
 * The error under a field, announced with role="alert".
 */

/** The error element whose id the control's aria-describedby names. */
export default function FieldError( {
	errorId,
	message,
}: {
	errorId: string;
	message?: string;
} ) {
	if ( ! message ) {
		return null;
	}
	return (
		<div className="wc-block-components-validation-error" role="alert">
			<p id={ `validate-error-${ errorId }` }>{ message }</p>
		</div>
	);
}

/** Key of the weak-password error in the validation store (placing the order stops on it). */
export const PASSWORD_ERROR_ID = 'account-password';

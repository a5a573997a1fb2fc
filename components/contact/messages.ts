/** SPEC §8: what the visitor sees after sending the contact form. */
export const CONTACT_SUCCESS_MESSAGE = "Message sent successfully! We'll get back to you soon.";
export const CONTACT_FAILURE_MESSAGE = 'Failed to send message. Please try again.';
export const SENDING_LABEL = 'Sending...';
export const SEND_LABEL = 'Send Message';

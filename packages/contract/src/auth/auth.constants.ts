export const OTP_RESEND_SECONDS = 120;

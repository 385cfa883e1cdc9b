"""Operations: health check, language switch without a CSRF cookie, error pages, client address."""

/* Generated from docs/openapi.json by openapi-typescript (npm run openapi): do not edit. */

export interface paths {
    "/admin/audit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Audit entries, newest first, filtered by actor, action (or its prefix) and UTC dates
         * @description Signed-in administrators only.
         */
        get: operations["listAuditEntries"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/audit/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The filtered audit entries as CSV (newest first, at most 50000)
         * @description Signed-in administrators only.
         */
        get: operations["exportAuditEntries"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/settings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The system settings
         * @description Signed-in administrators only.
         */
        get: operations["getSettings"];
        /**
         * Change system settings (any groups, any keys; the rest is kept)
         * @description Turning the IP allowlist on from an address outside it answers 400, so nobody locks themselves out.
         *
         *     Signed-in administrators only.
         */
        put: operations["updateSettings"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/settings/reset": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Reset every setting to its default
         * @description Signed-in administrators only.
         */
        post: operations["resetSettings"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/activity/recent": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Newest entries of my activity
         * @description Any signed-in user.
         */
        get: operations["listRecentActivity"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/activity": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * My activity, filtered and paged
         * @description Any signed-in user.
         */
        get: operations["listActivity"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/users/me": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Change the caller's name, phone and company
         * @description Any signed-in user.
         */
        put: operations["updateProfile"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/users/me/language": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Change the language of the caller's portal and mails
         * @description Any signed-in user.
         */
        put: operations["updateLanguage"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/users/me/preferences": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The caller's notification preferences
         * @description Any signed-in user.
         */
        get: operations["getPreferences"];
        /**
         * Save the caller's notification preferences
         * @description Any signed-in user.
         */
        put: operations["savePreferences"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/notifications/unsubscribe": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Turns one category of notification mail off for the link's user (the link in each notification mail)
         * @description The token is signed by the server and names the user and the category; it does not expire. Price alerts and the weekly brief turn their Settings switch off; other categories are recorded as an opt-out. Calling it again changes nothing.
         *
         *     Public: no sign-in needed.
         */
        get: operations["unsubscribeFromMail"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/users/me/two-factor": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Whether two-factor sign-in is available and on
         * @description Any signed-in user.
         */
        get: operations["getTwoFactorStatus"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/users/me/two-factor/setup": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A new authenticator secret (and its QR code) to confirm with a code
         * @description Any signed-in user.
         *
         *     Rate limited: the RateLimit-* headers of each answer tell the budget left.
         */
        post: operations["startTwoFactorSetup"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/users/me/two-factor/enable": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Turn two-factor sign-in on with a code from the authenticator; answers the recovery codes
         * @description Any signed-in user.
         *
         *     Rate limited: the RateLimit-* headers of each answer tell the budget left.
         */
        post: operations["enableTwoFactor"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/users/me/two-factor/disable": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Turn two-factor sign-in off (password and a code required)
         * @description Any signed-in user.
         *
         *     Rate limited: the RateLimit-* headers of each answer tell the budget left.
         */
        post: operations["disableTwoFactor"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/login": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sign in with email and password
         * @description Answers the tokens, or, when the account has two-factor sign-in on, a challenge token for POST /auth/login/two-factor. Integrations get the refresh token in the body; the browser client (X-Auth-Mode: cookie) gets it as an httpOnly cookie. Repeated failures for one account and address are slowed down, then locked out for 15 minutes (429 with Retry-After).
         *
         *     Public: no sign-in needed.
         *
         *     Rate limited: the RateLimit-* headers of each answer tell the budget left.
         */
        post: operations["signIn"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/login/two-factor": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Finish a two-factor sign-in with an authenticator or recovery code
         * @description Public: no sign-in needed.
         *
         *     Rate limited: the RateLimit-* headers of each answer tell the budget left.
         */
        post: operations["completeTwoFactorSignIn"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/register": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create an account (it does not sign in)
         * @description A trader's account, or a seller's with accountType 'seller' (never an administrator's). acceptTerms must be true: the terms version and the time are stored with the account. While email verification is required, the account must open the mailed link before it may use the portals.
         *
         *     Public: no sign-in needed.
         *
         *     Rate limited: the RateLimit-* headers of each answer tell the budget left.
         */
        post: operations["register"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/forgot-password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Mail a password reset code (the same answer whether the account exists or not)
         * @description Public: no sign-in needed.
         *
         *     Rate limited: the RateLimit-* headers of each answer tell the budget left.
         */
        post: operations["requestPasswordReset"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/reset-password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Set a new password with the mailed reset code
         * @description Public: no sign-in needed.
         *
         *     Rate limited: the RateLimit-* headers of each answer tell the budget left.
         */
        post: operations["resetPassword"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/refresh": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * New tokens for a refresh token (each refresh token works once)
         * @description Public: no sign-in needed.
         *
         *     Rate limited: the RateLimit-* headers of each answer tell the budget left.
         */
        post: operations["refreshSession"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/logout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * End the session named by the access token, or by the refresh token
         * @description Public: no sign-in needed.
         */
        post: operations["signOut"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/profile": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The signed-in user
         * @description Any signed-in user.
         */
        get: operations["getProfile"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/platform/status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Maintenance, registrations, email verification, two-factor sign-in and password rules in force
         * @description Public: no sign-in needed.
         */
        get: operations["getPlatformStatus"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/verify-email": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Confirm an account's email with the token of the mailed link
         * @description Public: no sign-in needed.
         *
         *     Rate limited: the RateLimit-* headers of each answer tell the budget left.
         */
        post: operations["verifyEmail"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/resend-verification": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Mail the email verification link again
         * @description Any signed-in user.
         *
         *     Rate limited: the RateLimit-* headers of each answer tell the budget left.
         */
        post: operations["resendVerificationEmail"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/users/me/password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Change the caller's password (the other sessions are signed out)
         * @description Any signed-in user.
         *
         *     Rate limited: the RateLimit-* headers of each answer tell the budget left.
         */
        post: operations["changePassword"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/enterprise/companies": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Every company among the users, with its number of users and its Enterprise grant; granted first
         * @description A granted company lists its members and the traders and sellers who give its name but await the desk's confirmation.
         *
         *     Signed-in administrators only.
         */
        get: operations["listEnterpriseCompanies"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/enterprise/grants": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Grant Enterprise to a company: its current traders and sellers become members (forecasts, weekly brief, API tokens)
         * @description The company is found by its name in any case and spacing, among the names users gave. Users who give its name later have no Enterprise until an administrator adds them (POST /admin/enterprise/grants/{id}/members).
         *
         *     Signed-in administrators only.
         *
         *     Idempotent with an `Idempotency-Key` header: a retry with the same key and body creates nothing new.
         */
        post: operations["grantEnterprise"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/enterprise/grants/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Take Enterprise back from a company; every API token of its users is revoked with it
         * @description Signed-in administrators only.
         */
        delete: operations["revokeEnterprise"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/enterprise/grants/{id}/members": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Confirm users who give the grant's company name as members: they get Enterprise
         * @description All or none. Users who are members already are left as they are; a member of another grant whose company they left moves here.
         *
         *     Signed-in administrators only.
         */
        post: operations["addEnterpriseMembers"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/enterprise/grants/{id}/members/{userId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Remove a member from a grant: they lose Enterprise and every API token they hold is revoked
         * @description Signed-in administrators only.
         */
        delete: operations["removeEnterpriseMember"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/users/me/package": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The caller's intelligence package (Basic or Enterprise), the company it was granted to, and whether they may create API tokens
         * @description Any signed-in user.
         */
        get: operations["getMyPackage"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/users/me/api-tokens": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The caller's personal API tokens that are not revoked, newest first (never their secrets)
         * @description Any signed-in user.
         */
        get: operations["listMyApiTokens"];
        put?: never;
        /**
         * Create a personal API token (Enterprise traders and sellers); the answer holds its secret, shown this once
         * @description Send it as `Authorization: Bearer <secret>` (security scheme `apiToken`). It is read-only and acts as its owner on the GET operations of its scopes, 60 requests a minute. Without expiresInDays it works until revoked.
         *
         *     Any signed-in user.
         */
        post: operations["createApiToken"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/users/me/api-tokens/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Revoke one of the caller's API tokens: it stops working at once
         * @description Any signed-in user.
         */
        delete: operations["revokeApiToken"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/price-api/prices/market-summary": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Gold, crude oil and the USD index
         * @description Public: no sign-in needed.
         *
         *     Also accepts a personal API token with the `prices` scope (security scheme `apiToken`), which answers as its owner and has a rate limit of its own.
         */
        get: operations["getMarketSummary"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/price-api/prices/all": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Every quote the service has
         * @description Public: no sign-in needed.
         *
         *     Also accepts a personal API token with the `prices` scope (security scheme `apiToken`), which answers as its owner and has a rate limit of its own.
         */
        get: operations["listPrices"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/price-api/price/{symbol}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One quote
         * @description Public: no sign-in needed.
         *
         *     Also accepts a personal API token with the `prices` scope (security scheme `apiToken`), which answers as its owner and has a rate limit of its own.
         */
        get: operations["getPrice"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/price-api/price/{symbol}/history": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Price history: intraday for 1d and 5d, daily closes for 1mo, 6mo and 1y
         * @description Public: no sign-in needed.
         *
         *     Also accepts a personal API token with the `prices` scope (security scheme `apiToken`), which answers as its owner and has a rate limit of its own.
         */
        get: operations["getPriceHistory"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/price-api/symbols": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The symbols the service knows
         * @description Public: no sign-in needed.
         *
         *     Also accepts a personal API token with the `prices` scope (security scheme `apiToken`), which answers as its owner and has a rate limit of its own.
         */
        get: operations["listSymbols"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/price-api/health": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Up while the service answers (its source may be down: see provider_state)
         * @description Public: no sign-in needed.
         */
        get: operations["getPriceServiceHealth"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/health": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Liveness: 200 whenever the process serves (no dependency is asked)
         * @description Public: no sign-in needed.
         */
        get: operations["getHealth"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/health/ready": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Readiness: 200 while the database, document storage and Redis (when configured) answer; 503 names what does not
         * @description Each dependency gets 2000 ms. While the server shuts down it answers this, like every request, 503 (with `Connection: close`), so the balancer drains the instance.
         *
         *     Public: no sign-in needed.
         */
        get: operations["getReadiness"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/investments/opportunities": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Streaming and royalty opportunities, newest first
         * @description Any signed-in user.
         */
        get: operations["listOpportunities"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/investments/opportunities/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One opportunity with its details and key terms
         * @description Any signed-in user.
         */
        get: operations["getOpportunity"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/investments/projects": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Projects seeking development capital ($5M–$500M), newest first
         * @description Any signed-in user.
         */
        get: operations["listProjects"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/investments/projects/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One project with its details and use of funds
         * @description Any signed-in user.
         */
        get: operations["getProject"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/market/forecasts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 3-day forecasts per symbol, fitted on the stored daily closes; an empty list with a reason when there is no history
         * @description Any signed-in user.
         *
         *     Enterprise package only: other callers get 403 with code ENTERPRISE_REQUIRED (administrators see it).
         */
        get: operations["listForecasts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/market/alerts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Geopolitical alerts, newest first
         * @description Any signed-in user.
         */
        get: operations["listMarketAlerts"];
        put?: never;
        /**
         * Publish a geopolitical alert (administrators)
         * @description Signed-in administrators only.
         *
         *     Idempotent with an `Idempotency-Key` header: a retry with the same key and body creates nothing new.
         */
        post: operations["publishMarketAlert"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/fuel-assessments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Fuel price assessments, newest day first, of a product and/or port
         * @description Signed-in administrators only.
         */
        get: operations["listFuelAssessments"];
        put?: never;
        /**
         * Enter the desk's price of a fuel product at a port for a day (audited)
         * @description Signed-in administrators only.
         *
         *     Idempotent with an `Idempotency-Key` header: a retry with the same key and body creates nothing new.
         */
        post: operations["createFuelAssessment"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/fuel-assessments/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Correct a fuel price assessment: every field is replaced (audited)
         * @description Signed-in administrators only.
         */
        put: operations["updateFuelAssessment"];
        post?: never;
        /**
         * Delete a fuel price assessment (audited)
         * @description Signed-in administrators only.
         */
        delete: operations["deleteFuelAssessment"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/market/fuel-assessments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The desk's latest price of each fuel product at each port, with the change from the one before and its age
         * @description Any signed-in user.
         */
        get: operations["getFuelAssessmentBoard"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/market/fuel-assessments/history": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The desk's daily prices of one fuel product at one port over the last days, oldest first
         * @description Any signed-in user.
         */
        get: operations["getFuelAssessmentHistory"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/inquiries": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send a contact-form inquiry
         * @description Counted per client address: INQUIRY_RATE_LIMIT_PER_HOUR submissions an hour (10 by default).
         *
         *     Public: no sign-in needed.
         *
         *     Idempotent with an `Idempotency-Key` header: a retry with the same key and body creates nothing new.
         *
         *     Rate limited: the RateLimit-* headers of each answer tell the budget left.
         */
        post: operations["sendContactInquiry"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/inquiries/portal": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Express interest, submit a proposal, request an information package or contact sales
         * @description The same request while an earlier one is still open answers 200 with the earlier one (created: false). 120 an hour per account.
         *
         *     Any signed-in user.
         *
         *     Idempotent with an `Idempotency-Key` header: a retry with the same key and body creates nothing new.
         *
         *     Rate limited: the RateLimit-* headers of each answer tell the budget left.
         */
        post: operations["sendPortalInquiry"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/inquiries/mine": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The caller's own portal requests, newest first
         * @description Any signed-in user.
         */
        get: operations["listMyInquiries"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/inquiries": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Inquiries from the contact form and the portals, newest first; status, source and search filters
         * @description Signed-in administrators only.
         */
        get: operations["listInquiries"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/inquiries/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One inquiry with all its fields
         * @description Signed-in administrators only.
         */
        get: operations["getInquiry"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/inquiries/{id}/answered": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Mark a new inquiry answered, with an optional note
         * @description Signed-in administrators only.
         */
        post: operations["markInquiryAnswered"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/content/alerts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Market alerts of every status (drafts and published), the last changed first; filtered by status
         * @description Signed-in administrators only.
         */
        get: operations["listContentAlerts"];
        put?: never;
        /**
         * Write a market alert as a draft, which the portals do not show until it is published (audited)
         * @description Signed-in administrators only.
         *
         *     Idempotent with an `Idempotency-Key` header: a retry with the same key and body creates nothing new.
         */
        post: operations["createContentAlert"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/content/alerts/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One market alert with its status, whatever it is
         * @description Signed-in administrators only.
         */
        get: operations["getContentAlert"];
        /**
         * Replace a market alert's fields; a published one stays published (audited)
         * @description Signed-in administrators only.
         */
        put: operations["updateContentAlert"];
        post?: never;
        /**
         * Delete a market alert, draft or published (audited)
         * @description Signed-in administrators only.
         */
        delete: operations["deleteContentAlert"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/content/alerts/{id}/publish": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Publish a draft market alert: the portals show it from now, dated now (audited)
         * @description Signed-in administrators only.
         *
         *     Idempotent with an `Idempotency-Key` header: a retry with the same key and body creates nothing new.
         */
        post: operations["publishContentAlert"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/content/alerts/{id}/unpublish": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Withdraw a published market alert: a draft again, gone from the portals (audited)
         * @description Signed-in administrators only.
         *
         *     Idempotent with an `Idempotency-Key` header: a retry with the same key and body creates nothing new.
         */
        post: operations["unpublishContentAlert"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/content/opportunities": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Streaming and royalty opportunities of every status (drafts and published), the last changed first; filtered by status
         * @description Signed-in administrators only.
         */
        get: operations["listContentOpportunities"];
        put?: never;
        /**
         * Write a streaming or royalty opportunity as a draft, which the portals do not show until it is published (audited)
         * @description Signed-in administrators only.
         *
         *     Idempotent with an `Idempotency-Key` header: a retry with the same key and body creates nothing new.
         */
        post: operations["createContentOpportunity"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/content/opportunities/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One streaming or royalty opportunity with its status, whatever it is
         * @description Signed-in administrators only.
         */
        get: operations["getContentOpportunity"];
        /**
         * Replace a streaming or royalty opportunity's fields; a published one stays published (audited)
         * @description Signed-in administrators only.
         */
        put: operations["updateContentOpportunity"];
        post?: never;
        /**
         * Delete a streaming or royalty opportunity, draft or published (audited)
         * @description Signed-in administrators only.
         */
        delete: operations["deleteContentOpportunity"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/content/opportunities/{id}/publish": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Publish a draft streaming or royalty opportunity: the portals show it from now, dated now (audited)
         * @description Signed-in administrators only.
         *
         *     Idempotent with an `Idempotency-Key` header: a retry with the same key and body creates nothing new.
         */
        post: operations["publishContentOpportunity"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/content/opportunities/{id}/unpublish": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Withdraw a published streaming or royalty opportunity: a draft again, gone from the portals (audited)
         * @description Signed-in administrators only.
         *
         *     Idempotent with an `Idempotency-Key` header: a retry with the same key and body creates nothing new.
         */
        post: operations["unpublishContentOpportunity"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/content/projects": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Projects seeking capital of every status (drafts and published), the last changed first; filtered by status
         * @description Signed-in administrators only.
         */
        get: operations["listContentProjects"];
        put?: never;
        /**
         * Write a project seeking capital as a draft, which the portals do not show until it is published (audited)
         * @description Signed-in administrators only.
         *
         *     Idempotent with an `Idempotency-Key` header: a retry with the same key and body creates nothing new.
         */
        post: operations["createContentProject"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/content/projects/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One project seeking capital with its status, whatever it is
         * @description Signed-in administrators only.
         */
        get: operations["getContentProject"];
        /**
         * Replace a project seeking capital's fields; a published one stays published (audited)
         * @description Signed-in administrators only.
         */
        put: operations["updateContentProject"];
        post?: never;
        /**
         * Delete a project seeking capital, draft or published (audited)
         * @description Signed-in administrators only.
         */
        delete: operations["deleteContentProject"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/content/projects/{id}/publish": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Publish a draft project seeking capital: the portals show it from now, dated now (audited)
         * @description Signed-in administrators only.
         *
         *     Idempotent with an `Idempotency-Key` header: a retry with the same key and body creates nothing new.
         */
        post: operations["publishContentProject"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/content/projects/{id}/unpublish": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Withdraw a published project seeking capital: a draft again, gone from the portals (audited)
         * @description Signed-in administrators only.
         *
         *     Idempotent with an `Idempotency-Key` header: a retry with the same key and body creates nothing new.
         */
        post: operations["unpublishContentProject"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/commodities": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The commodities the platform trades
         * @description Any signed-in user.
         */
        get: operations["listCommodities"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/commodities/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One commodity
         * @description Any signed-in user.
         */
        get: operations["getCommodity"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/trading/gold/info": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Options of a gold trade request
         * @description Any signed-in user.
         */
        get: operations["getGoldTradingInfo"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/trading/fuel/info": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Options of a fuel trade request
         * @description Any signed-in user.
         */
        get: operations["getFuelTradingInfo"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/contracts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * My contracts (every contract for an administrator)
         * @description Any signed-in user.
         */
        get: operations["listContracts"];
        put?: never;
        /**
         * Draw up a draft contract
         * @description A trader is the buyer of the contracts they draw up; an administrator names both parties. An unknown or inactive commodity, buyer or seller answers 400 naming the field.
         *
         *     Signed-in traders and administrators only.
         *
         *     Idempotent with an `Idempotency-Key` header: a retry with the same key and body creates nothing new.
         */
        post: operations["createContract"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/contracts/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One contract
         * @description Any signed-in user.
         */
        get: operations["getContract"];
        /**
         * Edit a draft
         * @description Any signed-in user.
         */
        put: operations["updateContract"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/contracts/sign": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sign a pending contract as its buyer or seller
         * @description The signer types their full name as their account gives it, consents, and re-confirms with their password, or with the code of their authenticator app when two-factor sign-in is set up for them. The signature records the typed name, time, address, user agent and the SHA-256 of the PDF sent for signature; the second signature issues the final PDF.
         *
         *     Any signed-in user.
         *
         *     Rate limited: the RateLimit-* headers of each answer tell the budget left.
         */
        post: operations["signContract"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/contracts/{id}/pdf": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The contract as a PDF
         * @description A draft is rendered on request and marked DRAFT; once sent, the exact document sent for signature; once both parties signed, the final copy with both signatures. For the contract's parties and administrators.
         *
         *     Any signed-in user.
         */
        get: operations["downloadContractPdf"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/contracts/verify": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Check whether a PDF is a contract signed on this platform
         * @description multipart/form-data with `file` (a PDF, at most 10 MB). `valid`: the exact bytes of a signed copy this platform issued; `altered`: the file names one of our signed contracts but its bytes differ; `unknown`: not a signed contract of ours.
         *
         *     Public: no sign-in needed.
         *
         *     Rate limited: the RateLimit-* headers of each answer tell the budget left.
         */
        post: operations["verifyContract"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/contracts/{id}/send": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send a draft for signature
         * @description Any signed-in user.
         */
        post: operations["sendContract"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/contracts/{id}/execute": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Mark an active contract as executed
         * @description Any signed-in user.
         */
        post: operations["executeContract"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/contracts/{id}/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Cancel a contract, giving a reason
         * @description Any signed-in user.
         */
        post: operations["cancelContract"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/trading/orders": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * My orders, with counts per status
         * @description Signed-in traders and sellers only.
         *
         *     Also accepts a personal API token with the `orders` scope (security scheme `apiToken`), which answers as its owner and has a rate limit of its own.
         */
        get: operations["listMyOrders"];
        put?: never;
        /**
         * Place a buy request (trader) or sell listing (seller)
         * @description The order starts pending until an administrator approves it. Its value must lie within the trade value limits.
         *
         *     Signed-in traders and sellers only.
         *
         *     Idempotent with an `Idempotency-Key` header: a retry with the same key and body creates nothing new.
         */
        post: operations["placeOrder"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/trading/orders/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One order (its owner or an administrator)
         * @description Any signed-in user.
         *
         *     Also accepts a personal API token with the `orders` scope (security scheme `apiToken`), which answers as its owner and has a rate limit of its own.
         */
        get: operations["getOrder"];
        /**
         * Edit a pending or active order (it goes back to review)
         * @description Signed-in traders and sellers only.
         */
        put: operations["updateOrder"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/trading/orders/{id}/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Cancel a pending or active order
         * @description Signed-in traders and sellers only.
         */
        post: operations["cancelOrder"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/trades": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * All trades, filtered and paged, with summary figures and matched counterparties
         * @description Signed-in administrators only.
         */
        get: operations["listTrades"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/trades/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The filtered trades as CSV
         * @description Signed-in administrators only.
         */
        get: operations["exportTrades"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/trades/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One trade, with the other party once matched
         * @description Signed-in administrators only.
         */
        get: operations["getTrade"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/trades/{id}/approve": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Approve a pending trade (→ active)
         * @description Signed-in administrators only.
         */
        post: operations["approveTrade"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/trades/{id}/reject": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Reject a pending trade (→ rejected)
         * @description Signed-in administrators only.
         */
        post: operations["rejectTrade"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/deals": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * My deals, most recently active first (every deal for an administrator)
         * @description Any signed-in user.
         *
         *     Also accepts a personal API token with the `deals` scope (security scheme `apiToken`), which answers as its owner and has a rate limit of its own.
         */
        get: operations["listMyDeals"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/deals/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One deal: both orders, the parties, its offers, the newest messages and the contract
         * @description Any signed-in user.
         *
         *     Also accepts a personal API token with the `deals` scope (security scheme `apiToken`), which answers as its owner and has a rate limit of its own.
         */
        get: operations["getDeal"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/deals/{id}/offers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Make a counter-offer; the open offer is superseded
         * @description Checked like an order: the location and incoterm the commodity allows, a delivery date not in the past, a quantity within both orders' and a total (quantity × unit price) within the trade value limits (400 TRADE_VALUE_OUT_OF_RANGE). validUntil defaults to 72 hours and may not pass 30 days or the end of the delivery date.
         *
         *     Signed-in traders and sellers only.
         *
         *     Idempotent with an `Idempotency-Key` header: a retry with the same key and body creates nothing new.
         */
        post: operations["makeOffer"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/deals/{id}/offers/{offerId}/accept": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Accept the other side's (or the desk's) open offer; it agrees the deal
         * @description An offer the other side made agrees the deal at once; the desk's first offer once both sides have accepted it. Agreement writes the offer's quantity, price, delivery date and place onto the draft contract.
         *
         *     Signed-in traders and sellers only.
         */
        post: operations["acceptOffer"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/deals/{id}/offers/{offerId}/reject": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Reject the other side's (or the desk's) open offer, with an optional reason
         * @description Signed-in traders and sellers only.
         */
        post: operations["rejectOffer"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/deals/{id}/messages": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The deal's messages, oldest first; reading the newest page marks them read
         * @description Any signed-in user.
         */
        get: operations["listDealMessages"];
        put?: never;
        /**
         * Write in the deal's thread (the buyer, the seller and the desk read it)
         * @description Any signed-in user.
         *
         *     Idempotent with an `Idempotency-Key` header: a retry with the same key and body creates nothing new.
         */
        post: operations["postDealMessage"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/deals/{id}/rating": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Rate the other party of an executed deal, once (1 to 5, optional comment)
         * @description Signed-in traders and sellers only.
         *
         *     Idempotent with an `Idempotency-Key` header: a retry with the same key and body creates nothing new.
         */
        post: operations["rateDealParty"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/deals/{id}/ratings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The ratings given in a deal, and whether the caller may rate now (its buyer, its seller and the desk)
         * @description Any signed-in user.
         */
        get: operations["listDealRatings"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/matching/suggestions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Match suggestions among active orders (score above 60), best first
         * @description Signed-in administrators only.
         */
        get: operations["listMatchSuggestions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/matching/confirm": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Match a buy request with a sell listing and draw up the draft contract
         * @description Without agreedPrice the contract takes the midpoint of the overlapping price ranges.
         *
         *     Signed-in administrators only.
         *
         *     Idempotent with an `Idempotency-Key` header: a retry with the same key and body creates nothing new.
         */
        post: operations["confirmMatch"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/matching/auto": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Propose the best suggestions that share no order
         * @description Signed-in administrators only.
         */
        post: operations["proposeAutoMatches"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/trading/matches": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * My matches (a trader: of my buy requests; a seller: of my listings)
         * @description Signed-in traders and sellers only.
         */
        get: operations["listMyMatches"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/dashboard/stats": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * My dashboard figures
         * @description Any signed-in user.
         */
        get: operations["getDashboardStats"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/documents/upload": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Upload a document
         * @description multipart/form-data: `file` (pdf, doc, docx, jpg, jpeg, png or txt, at most 10 MB; the extension must match the contents), `documentType`, `documentName`, and optionally `description`, `contractId` (a contract the caller is party to) and `dealId` (shares it with a deal the caller takes part in: its other party and the desk can then read it). The trade documents (LOI, SPA, CIS, bill of lading, certificates, reports) need a `dealId`; KYC documents never take one.
         *
         *     Any signed-in user.
         *
         *     Idempotent with an `Idempotency-Key` header: a retry with the same key and body creates nothing new.
         */
        post: operations["uploadDocument"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/documents": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The caller's documents (an administrator's: everyone's), newest first
         * @description Any signed-in user.
         */
        get: operations["listDocuments"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/deals/{id}/documents": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The documents shared with a deal, newest first (its buyer, its seller and the desk; anyone else 404)
         * @description Any signed-in user.
         */
        get: operations["listDealDocuments"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/documents/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One document
         * @description Any signed-in user.
         */
        get: operations["getDocument"];
        put?: never;
        post?: never;
        /**
         * Delete a document and its file
         * @description Any signed-in user.
         */
        delete: operations["deleteDocument"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/documents/{id}/download": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The file, as an attachment under its original name (the owner's, a deal document's other party's, the desk's)
         * @description Any signed-in user.
         */
        get: operations["downloadDocument"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/documents/{id}/preview": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A PDF or image shown inline (sandboxed); other kinds answer 415: download them instead
         * @description Any signed-in user.
         */
        get: operations["previewDocument"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/documents": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Every user's documents, newest first, with their owners; search, type, status and owner filters
         * @description Signed-in administrators only.
         */
        get: operations["listAllDocuments"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/documents/{id}/download": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Any user's file, as an attachment (the owner's download headers)
         * @description Signed-in administrators only.
         */
        get: operations["downloadAnyDocument"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/documents/{id}/verify": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Verify a document; the owner’s KYC status is recomputed
         * @description Signed-in administrators only.
         */
        post: operations["verifyDocument"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/documents/{id}/reject": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Reject a document with a reason the owner reads; the owner’s KYC status is recomputed
         * @description Signed-in administrators only.
         */
        post: operations["rejectDocument"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/users": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Users, searched, filtered, sorted and paged
         * @description Signed-in administrators only.
         */
        get: operations["listUsers"];
        put?: never;
        /**
         * Create a user with a role and a temporary password
         * @description The temporary password is valid 72 hours and must be replaced at first sign-in; an invitation mail is sent.
         *
         *     Signed-in administrators only.
         *
         *     Idempotent with an `Idempotency-Key` header: a retry with the same key and body creates nothing new.
         */
        post: operations["createUser"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/users/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The filtered users as CSV (every page)
         * @description Signed-in administrators only.
         */
        get: operations["exportUsers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/users/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One user with their sessions and account controls
         * @description Signed-in administrators only.
         */
        get: operations["getUser"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/users/{id}/role": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Change a user's role
         * @description Signed-in administrators only.
         */
        put: operations["changeUserRole"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/users/{id}/suspend": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Suspend an active user (reason required); their sessions end at once
         * @description Signed-in administrators only.
         */
        post: operations["suspendUser"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/users/{id}/reactivate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Reactivate a suspended user, clearing the reason
         * @description Signed-in administrators only.
         */
        post: operations["reactivateUser"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/security/sessions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Live sessions of every user, most recently active first
         * @description Signed-in administrators only.
         */
        get: operations["listSessions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/security/sessions/{id}/revoke": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * End a session now (audited)
         * @description Signed-in administrators only.
         */
        post: operations["revokeSession"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/security/events": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Recent failed sign-ins and lockouts, and the accounts locked now
         * @description Signed-in administrators only.
         */
        get: operations["listSecurityEvents"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/security/users/{id}/unlock": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Unlock a locked account (audited)
         * @description Signed-in administrators only.
         */
        post: operations["unlockUser"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/system/health": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Runs the database, price service and mail checks now
         * @description Signed-in administrators only.
         */
        get: operations["runHealthChecks"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/alerts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * System alerts, newest first (runs the health checks first)
         * @description Signed-in administrators only.
         */
        get: operations["listAlerts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/alerts/{id}/acknowledge": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Acknowledge an open alert (audited)
         * @description Signed-in administrators only.
         */
        post: operations["acknowledgeAlert"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/database": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Engine, size, migration version and row counts of the main tables
         * @description Signed-in administrators only.
         */
        get: operations["getDatabaseInfo"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/database/backup": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A consistent SQLite snapshot as a download (audited); PostgreSQL: use pg_dump
         * @description Signed-in administrators only.
         */
        get: operations["downloadDatabaseBackup"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/dashboard": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Users, trades, volume, success rate, system health and recent system activity
         * @description Signed-in administrators only.
         */
        get: operations["getAdminDashboard"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/analytics": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * KPIs, trend, distributions and the commodity table of a period
         * @description Signed-in administrators only.
         */
        get: operations["getAnalytics"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/analytics/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The period's KPIs and commodity table as CSV
         * @description Signed-in administrators only.
         */
        get: operations["exportAnalytics"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/events/ticket": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A single-use ticket, valid 30 seconds, that opens the caller’s event stream (GET /api/v1/events?ticket=…)
         * @description Any signed-in user.
         */
        post: operations["createEventStreamTicket"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/events": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The caller’s live events (Server-Sent Events): notifications and changed subjects, with Last-Event-ID replay
         * @description Opened with `?ticket=` from POST /api/v1/events/ticket (browsers), or with `Authorization: Bearer` (other clients); an access token in the URL is refused. Events: `notification` (a Notification), `changed` ({ subject }) and `resync` (refetch everything: the server no longer holds all events after the Last-Event-ID sent, or `lastEventId`). A comment line every 15 s keeps the stream open; `retry: 5000`. A stream ends after the access token lifetime: reconnect with a new ticket. An instance shutting down ends its streams with `retry:` 1000 to 2000 ms, so clients reconnect soon (to another instance).
         *
         *     Public: no sign-in needed.
         */
        get: operations["streamEvents"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/notifications": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The caller's notifications, newest first, paged, with the unread count
         * @description Any signed-in user.
         */
        get: operations["listNotifications"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/notifications/read": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Mark some of the caller's notifications read, or all of them; ids of others' are ignored
         * @description Any signed-in user.
         */
        post: operations["markNotificationsRead"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/price-alerts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The caller's price alerts, oldest first, with whether each is armed
         * @description Any signed-in user.
         */
        get: operations["listPriceAlerts"];
        put?: never;
        /**
         * Ask to be told when a symbol goes above or below a price, or moves more than a percentage in a day
         * @description Any signed-in user.
         *
         *     Idempotent with an `Idempotency-Key` header: a retry with the same key and body creates nothing new.
         */
        post: operations["createPriceAlert"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/price-alerts/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Delete one of the caller's price alerts
         * @description Any signed-in user.
         */
        delete: operations["deletePriceAlert"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        User: {
            id: string;
            email: string;
            firstName: string;
            lastName: string;
            /** @enum {string} */
            role: "trader" | "seller" | "admin";
            /** @enum {string} */
            status: "active" | "pending" | "suspended" | "inactive";
            emailVerified: boolean;
            phoneVerified: boolean;
            /** @enum {string} */
            kycStatus: "approved" | "pending" | "rejected";
            createdAt: string;
            lastLoginAt: string | null;
            companyName: string | null;
            phoneNumber: string | null;
            country: string;
            mustChangePassword: boolean;
            twoFactorEnabled: boolean;
            /** @enum {string} */
            language: "en" | "ar";
        };
        ApiError: {
            /** @description What went wrong, in words a person can read */
            message: string;
            /** @description A stable machine-readable code, e.g. VALIDATION_ERROR or ORDER_NOT_EDITABLE */
            code: string;
            /** @description The HTTP status, repeated */
            status: number;
            /** @description Structured detail, e.g. one {path, message} per invalid field */
            details?: unknown;
        };
        PriceQuote: {
            /** @enum {string} */
            symbol: "XAU" | "XAG" | "XPT" | "XPD" | "BRENT" | "WTI" | "HO" | "DXY";
            name: string;
            price: number;
            change: number;
            change_percent: number;
            currency: string;
            /** Format: date-time */
            last_updated: string;
            /** @enum {string} */
            market_status: "open" | "closed" | "simulated";
            /** @enum {string} */
            source: "upstream" | "simulated" | "fallback";
            /** Format: date-time */
            as_of: string;
            stale: boolean;
        };
        PriceAlert: {
            id: string;
            /** @enum {string} */
            symbol: "XAU" | "XAG" | "XPT" | "XPD" | "BRENT" | "WTI" | "HO" | "DXY";
            /** @enum {string} */
            condition: "above" | "below" | "daily_change";
            level: number;
            armed: boolean;
            lastTriggeredAt: string | null;
            createdAt: string;
        };
        ContractVerification: {
            /** @enum {string} */
            result: "valid" | "altered" | "unknown";
            sha256: string;
            contract: {
                contractNumber: string;
                commodity: string;
                buyer: {
                    name: string;
                    company: string | null;
                };
                seller: {
                    name: string;
                    company: string | null;
                };
                signedAt: string;
                signatures: {
                    /** @enum {string} */
                    role: "buyer" | "seller";
                    signerName: string;
                    signedAt: string;
                }[];
            } | null;
        };
        Contract: {
            id: string;
            contractNumber: string;
            buyerId: string;
            sellerId: string | null;
            commodityId: string;
            commodity: {
                id: string;
                name: string;
                symbol: string;
                /** @enum {string} */
                category: "gold" | "fuel";
                /** @enum {string} */
                unit: "oz" | "MT";
                description: string;
                isActive: boolean;
            };
            /** @enum {string} */
            contractType: "spot" | "forward";
            quantity: number;
            unitPrice: number;
            totalValue: number;
            /** @enum {string} */
            currency: "USD";
            deliveryDate: string;
            deliveryLocation: string;
            /** @enum {string} */
            status: "draft" | "pending" | "active" | "executed" | "cancelled" | "expired";
            createdAt: string;
            updatedAt: string;
            signedByBuyerAt: string | null;
            signedBySellerAt: string | null;
            cancellationReason: string | null;
            allowedActions: ("update" | "send" | "sign" | "execute" | "cancel")[];
            commissionRate?: number | null;
            commissionAmount?: number | null;
            buyer: {
                name: string;
                company: string | null;
            };
            seller: {
                name: string;
                company: string | null;
            } | null;
            dealId: string | null;
            terms: {
                incoterm: string | null;
                incotermPlace: string | null;
                paymentTerms: string | null;
                specifications: string | null;
                quantityTolerancePercent: number;
                deliveryWindowStart: string | null;
                deliveryWindowEnd: string;
                inspection: string;
                governingLaw: string;
                buyerAddress: string | null;
                sellerAddress: string | null;
            };
            signatures: {
                /** @enum {string} */
                role: "buyer" | "seller";
                signerName: string;
                typedName: string;
                signedAt: string;
                documentSha256: string;
                ip?: string | null;
                userAgent?: string | null;
            }[];
            documentSha256: string | null;
            signedDocumentSha256: string | null;
        };
        Document: {
            id: string;
            contractId: string | null;
            dealId: string | null;
            userId: string;
            /** @enum {string} */
            documentType: "kyc" | "pof" | "registration" | "contract" | "icpo" | "cpa" | "invoice" | "shipping" | "other" | "loi" | "spa" | "cis" | "bill_of_lading" | "certificate_of_origin" | "assay_certificate" | "inspection_report" | "insurance_certificate";
            documentName: string;
            fileName: string;
            fileSize: number;
            mimeType: string;
            /** @enum {string} */
            status: "uploaded" | "pending" | "in-review" | "verified" | "approved" | "rejected";
            uploadedBy: string;
            description: string | null;
            reviewNote: string | null;
            reviewedAt?: string | null;
            createdAt: string;
            updatedAt: string;
        };
        DealDocument: {
            id: string;
            contractId: string | null;
            dealId: string;
            /** @enum {string} */
            documentType: "kyc" | "pof" | "registration" | "contract" | "icpo" | "cpa" | "invoice" | "shipping" | "other" | "loi" | "spa" | "cis" | "bill_of_lading" | "certificate_of_origin" | "assay_certificate" | "inspection_report" | "insurance_certificate";
            documentName: string;
            fileName: string;
            fileSize: number;
            mimeType: string;
            /** @enum {string} */
            status: "uploaded" | "pending" | "in-review" | "verified" | "approved" | "rejected";
            description: string | null;
            reviewNote: string | null;
            reviewedAt?: string | null;
            createdAt: string;
            updatedAt: string;
            sharedBy: {
                /** @enum {string} */
                role: "buyer" | "seller" | "desk";
                name: string;
                company: string | null;
            };
            mine: boolean;
        };
        Order: {
            id: string;
            orderNumber: string;
            /** @enum {string} */
            side: "buy" | "sell";
            ownerId: string;
            owner: {
                id: string;
                name: string;
                company: string | null;
                email: string;
                rating: number | null;
            };
            commodityId: string;
            commodity: {
                id: string;
                name: string;
                symbol: string;
                /** @enum {string} */
                category: "gold" | "fuel";
                /** @enum {string} */
                unit: "oz" | "MT";
            };
            commodityDetails: string | null;
            quantity: number;
            filledQuantity: number;
            remainingQuantity: number;
            /** @enum {string} */
            unit: "oz" | "MT";
            priceRange: {
                min: number;
                max: number;
            };
            location: string;
            terms: string[];
            deliveryDate: string;
            specifications: string | null;
            /** @enum {string} */
            priority: "low" | "medium" | "high" | "urgent";
            urgent: boolean;
            flexibility: {
                quantity: number;
                price: number;
                location: boolean;
                terms: boolean;
            };
            /** @enum {string} */
            status: "pending" | "active" | "matched" | "in_negotiation" | "contract_signed" | "completed" | "cancelled" | "rejected";
            notes: string | null;
            totalValue: number;
            contractId: string | null;
            finalPrice: number | null;
            createdAt: string;
            updatedAt: string;
            matchedAt: string | null;
            completedAt: string | null;
        };
        AdminTrade: {
            id: string;
            orderNumber: string;
            /** @enum {string} */
            side: "buy" | "sell";
            ownerId: string;
            owner: {
                id: string;
                name: string;
                company: string | null;
                email: string;
                rating: number | null;
            };
            commodityId: string;
            commodity: {
                id: string;
                name: string;
                symbol: string;
                /** @enum {string} */
                category: "gold" | "fuel";
                /** @enum {string} */
                unit: "oz" | "MT";
            };
            commodityDetails: string | null;
            quantity: number;
            filledQuantity: number;
            remainingQuantity: number;
            /** @enum {string} */
            unit: "oz" | "MT";
            priceRange: {
                min: number;
                max: number;
            };
            location: string;
            terms: string[];
            deliveryDate: string;
            specifications: string | null;
            /** @enum {string} */
            priority: "low" | "medium" | "high" | "urgent";
            urgent: boolean;
            flexibility: {
                quantity: number;
                price: number;
                location: boolean;
                terms: boolean;
            };
            /** @enum {string} */
            status: "pending" | "active" | "matched" | "in_negotiation" | "contract_signed" | "completed" | "cancelled" | "rejected";
            notes: string | null;
            totalValue: number;
            contractId: string | null;
            finalPrice: number | null;
            createdAt: string;
            updatedAt: string;
            matchedAt: string | null;
            completedAt: string | null;
            seller?: {
                name: string;
                company: string | null;
                email: string;
            };
            buyer?: {
                name: string;
                company: string | null;
                email: string;
            };
        };
        AdminUser: {
            id: string;
            email: string;
            firstName: string;
            lastName: string;
            /** @enum {string} */
            role: "trader" | "seller" | "admin";
            /** @enum {string} */
            status: "active" | "pending" | "suspended" | "inactive";
            emailVerified: boolean;
            phoneVerified: boolean;
            /** @enum {string} */
            kycStatus: "approved" | "pending" | "rejected";
            createdAt: string;
            lastLoginAt: string | null;
            companyName: string | null;
            phoneNumber: string | null;
            country: string;
            mustChangePassword: boolean;
            twoFactorEnabled: boolean;
            /** @enum {string} */
            language: "en" | "ar";
            totalTrades: number;
            totalVolume: number;
            suspensionReason: string | null;
            suspendedAt: string | null;
        };
        SystemSettings: {
            platform: {
                maintenanceMode: boolean;
                allowNewRegistrations: boolean;
                requireEmailVerification: boolean;
                enableTwoFactorAuth: boolean;
                sessionTimeout: number;
            };
            trading: {
                autoMatchingEnabled: boolean;
                maxTradeValue: number;
                minTradeValue: number;
                commissionRate: number;
                requireKYCForTrading: boolean;
            };
            notifications: {
                emailNotifications: boolean;
                smsNotifications: boolean;
                pushNotifications: boolean;
                adminAlerts: boolean;
            };
            security: {
                /** @enum {string} */
                passwordComplexity: "low" | "medium" | "high";
                maxLoginAttempts: number;
                ipWhitelistEnabled: boolean;
                auditLogging: boolean;
            };
        };
        Match: {
            id: string;
            buyOrder: components["schemas"]["Order"];
            sellOrder: components["schemas"]["Order"];
            agreedPrice: number;
            quantity: number;
            contractId: string;
            /** @enum {string} */
            contractStatus: "draft" | "pending" | "active" | "executed" | "cancelled" | "expired";
            /** @enum {string} */
            status: "matched" | "contract_signed" | "completed" | "cancelled";
            matchedAt: string;
        };
        DealOffer: {
            id: string;
            dealId: string;
            number: number;
            /** @enum {string} */
            madeBy: "buyer" | "seller" | "desk";
            unitPrice: number;
            quantity: number;
            /** @enum {string} */
            unit: "oz" | "MT";
            totalValue: number;
            /** @enum {string} */
            currency: "USD";
            deliveryDate: string;
            location: string;
            incoterm: string;
            /** @enum {string} */
            paymentTerms: "LC at sight" | "Usance LC" | "SBLC" | "TT in advance" | "TT against documents" | "Escrow";
            specifications: string | null;
            note: string | null;
            validUntil: string;
            /** @enum {string} */
            status: "open" | "accepted" | "rejected" | "superseded" | "expired" | "closed";
            acceptedByBuyerAt: string | null;
            acceptedBySellerAt: string | null;
            decidedAt: string | null;
            rejectionReason: string | null;
            createdAt: string;
        };
        DealMessage: {
            id: string;
            number: number;
            author: {
                /** @enum {string} */
                role: "buyer" | "seller" | "desk";
                name: string;
                company: string | null;
            };
            mine: boolean;
            text: string;
            createdAt: string;
        };
        DealSummary: {
            id: string;
            /** @enum {string} */
            status: "negotiating" | "agreed" | "contract_pending_signature" | "active" | "executed" | "cancelled" | "expired";
            /** @enum {string} */
            myRole: "buyer" | "seller" | "desk";
            commodity: {
                id: string;
                name: string;
                symbol: string;
                /** @enum {string} */
                category: "gold" | "fuel";
                /** @enum {string} */
                unit: "oz" | "MT";
            };
            buyer: {
                name: string;
                company: string | null;
            };
            seller: {
                name: string;
                company: string | null;
            };
            buyOrderId: string;
            sellOrderId: string;
            matchId: string;
            contractId: string;
            currentOffer: components["schemas"]["DealOffer"] | null;
            agreedOffer: components["schemas"]["DealOffer"] | null;
            messageCount: number;
            unreadMessages: number;
            createdAt: string;
            updatedAt: string;
            agreedAt: string | null;
            closedAt: string | null;
        };
        Deal: {
            id: string;
            /** @enum {string} */
            status: "negotiating" | "agreed" | "contract_pending_signature" | "active" | "executed" | "cancelled" | "expired";
            /** @enum {string} */
            myRole: "buyer" | "seller" | "desk";
            commodity: {
                id: string;
                name: string;
                symbol: string;
                /** @enum {string} */
                category: "gold" | "fuel";
                /** @enum {string} */
                unit: "oz" | "MT";
            };
            buyer: {
                name: string;
                company: string | null;
            };
            seller: {
                name: string;
                company: string | null;
            };
            buyOrderId: string;
            sellOrderId: string;
            matchId: string;
            contractId: string;
            currentOffer: components["schemas"]["DealOffer"] | null;
            agreedOffer: components["schemas"]["DealOffer"] | null;
            messageCount: number;
            unreadMessages: number;
            createdAt: string;
            updatedAt: string;
            agreedAt: string | null;
            closedAt: string | null;
            buyOrder: components["schemas"]["Order"];
            sellOrder: components["schemas"]["Order"];
            offers: components["schemas"]["DealOffer"][];
            messages: components["schemas"]["DealMessage"][];
            allowedActions: ("offer" | "accept" | "reject" | "message")[];
        };
        DealRating: {
            id: string;
            dealId: string;
            /** @enum {string} */
            byRole: "buyer" | "seller" | "desk";
            by: {
                name: string;
                company: string | null;
            };
            /** @enum {string} */
            ofRole: "buyer" | "seller" | "desk";
            mine: boolean;
            score: number;
            comment: string | null;
            createdAt: string;
        };
        Notification: {
            id: string;
            /** @enum {string} */
            category: "trading" | "deals" | "contracts" | "documents" | "price_alerts" | "weekly_brief" | "desk";
            kind: string;
            title: string;
            body: string;
            link: string | null;
            subject: {
                /** @enum {string} */
                type: "order" | "deal" | "contract" | "document" | "inquiry" | "price_alert" | "user";
                id: string;
            } | null;
            read: boolean;
            createdAt: string;
        };
        UnsubscribeResult: {
            /** @enum {boolean} */
            success: true;
            /** @enum {string} */
            category: "trading" | "deals" | "contracts" | "documents" | "price_alerts" | "weekly_brief" | "desk";
            message: string;
        };
        EventTicket: {
            ticket: string;
            expiresAt: string;
        };
        EnterpriseGrant: {
            id: string;
            companyName: string;
            grantedAt: string;
            grantedBy: string | null;
        };
        EnterpriseCompanyUser: {
            id: string;
            firstName: string;
            lastName: string;
            email: string;
            /** @enum {string} */
            role: "trader" | "seller" | "admin";
        };
        EnterpriseMember: {
            id: string;
            firstName: string;
            lastName: string;
            email: string;
            /** @enum {string} */
            role: "trader" | "seller" | "admin";
            addedAt: string;
            addedBy: string | null;
            leftCompany: boolean;
        };
        ApiToken: {
            id: string;
            name: string;
            scopes: ("prices" | "orders" | "deals")[];
            hint: string;
            createdAt: string;
            lastUsedAt: string | null;
            expiresAt: string | null;
        };
        FuelAssessment: {
            id: string;
            /** @enum {string} */
            product: "EN590" | "Jet A1" | "Fuel Oil";
            /** @enum {string} */
            port: "Fujairah" | "Rotterdam" | "Houston";
            day: string;
            price: number;
            /** @enum {string} */
            currency: "USD";
            note: string | null;
            createdBy: {
                id: string;
                email: string | null;
            };
            createdAt: string;
            updatedAt: string;
        };
        FuelBoardEntry: {
            /** @enum {string} */
            product: "EN590" | "Jet A1" | "Fuel Oil";
            /** @enum {string} */
            port: "Fujairah" | "Rotterdam" | "Houston";
            day: string;
            price: number;
            /** @enum {string} */
            currency: "USD";
            basis: string | null;
            previous: {
                day: string;
                price: number;
            } | null;
            change: number | null;
            changePercent: number | null;
            ageDays: number;
        };
    };
    responses: {
        /** @description The request is malformed, or its input breaks the schema: `details` lists each problem as {path, message}. */
        BadRequest: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ApiError"];
            };
        };
        /** @description No valid access token: sign in, or refresh the session, and send `Authorization: Bearer <accessToken>`. A personal API token that is unknown, revoked or expired, or whose owner is suspended, answers 401 with code API_TOKEN_INVALID. */
        Unauthorized: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ApiError"];
            };
        };
        /** @description The caller's role may not call this, or the account must first finish its setup (verify its email, replace a temporary password); the administrators' routes also answer 403 outside the admin IP allowlist. A personal API token answers 403 on an operation that does not take tokens (API_TOKEN_NOT_ACCEPTED), without the scope it needs (API_TOKEN_SCOPE), or once its owner has no Enterprise package (ENTERPRISE_REQUIRED). */
        Forbidden: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ApiError"];
            };
        };
        /** @description No such object, or none the caller may see (another user’s object answers 404 too, never 403). */
        NotFound: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ApiError"];
            };
        };
        /** @description A path parameter is longer than any valid value. */
        UriTooLong: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ApiError"];
            };
        };
        /** @description The body is larger than this operation accepts. */
        PayloadTooLarge: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ApiError"];
            };
        };
        /** @description The body is not in a media type this operation accepts (JSON unless stated otherwise). */
        UnsupportedMediaType: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ApiError"];
            };
        };
        /** @description Idempotency-Key in use: a request with the same key is still being processed (code IDEMPOTENCY_KEY_IN_PROGRESS). Retry after Retry-After seconds. */
        IdempotencyInProgress: {
            headers: {
                "Retry-After": components["headers"]["RetryAfter"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ApiError"];
            };
        };
        /** @description The Idempotency-Key was already used with a different request (code IDEMPOTENCY_KEY_REUSED): a new request needs a new key. */
        IdempotencyKeyReused: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ApiError"];
            };
        };
        /** @description Over the rate limit (code RATE_LIMITED): wait Retry-After seconds. */
        TooManyRequests: {
            headers: {
                "Retry-After": components["headers"]["RetryAfter"];
                "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                "RateLimit-Reset": components["headers"]["RateLimitReset"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ApiError"];
            };
        };
        /** @description An unexpected failure on our side (code INTERNAL_ERROR); the details stay in our log under the request id. */
        InternalError: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ApiError"];
            };
        };
        /** @description The platform is in maintenance mode (code MAINTENANCE): only administrators may use it meanwhile. */
        Maintenance: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ApiError"];
            };
        };
    };
    parameters: {
        /**
         * @description Makes a retry safe: the same key and body from the same caller within 24 hours answer the first result again (with `Idempotent-Replayed: true`) and create nothing new; the same key with another body answers 422. Use a new random key (a UUID) for each new request.
         * @example 6f1c2a4e-8d3b-4c55-9e7a-0b1d2c3e4f50
         */
        IdempotencyKey: string;
    };
    requestBodies: never;
    headers: {
        /** @description Requests allowed in the current window. */
        RateLimitLimit: number;
        /** @description Requests left in the current window. */
        RateLimitRemaining: number;
        /** @description Seconds until the window ends and the budget is full again. */
        RateLimitReset: number;
        /** @description Seconds to wait before trying again. */
        RetryAfter: number;
        /** @description `true` when the answer repeats the stored first result of the same Idempotency-Key (nothing was done again). */
        IdempotentReplayed: "true";
    };
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    listAuditEntries: {
        parameters: {
            query?: {
                actor?: string;
                action?: string;
                from?: string;
                to?: string;
                page?: number;
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        entries: {
                            id: string;
                            createdAt: string;
                            actorId: string | null;
                            actorEmail: string | null;
                            action: string;
                            target: string | null;
                            ip: string | null;
                            details: {
                                [key: string]: unknown;
                            } | null;
                        }[];
                        total: number;
                        page: number;
                        totalPages: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["InternalError"];
        };
    };
    exportAuditEntries: {
        parameters: {
            query?: {
                actor?: string;
                action?: string;
                from?: string;
                to?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The audit entries, one line each */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["InternalError"];
        };
    };
    getSettings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        settings: components["schemas"]["SystemSettings"];
                        updatedAt: string | null;
                        message?: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["InternalError"];
        };
    };
    updateSettings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    platform?: {
                        maintenanceMode?: boolean;
                        allowNewRegistrations?: boolean;
                        requireEmailVerification?: boolean;
                        enableTwoFactorAuth?: boolean;
                        sessionTimeout?: number;
                    };
                    trading?: {
                        autoMatchingEnabled?: boolean;
                        maxTradeValue?: number;
                        minTradeValue?: number;
                        commissionRate?: number;
                        requireKYCForTrading?: boolean;
                    };
                    notifications?: {
                        emailNotifications?: boolean;
                        smsNotifications?: boolean;
                        pushNotifications?: boolean;
                        adminAlerts?: boolean;
                    };
                    security?: {
                        /** @enum {string} */
                        passwordComplexity?: "low" | "medium" | "high";
                        maxLoginAttempts?: number;
                        ipWhitelistEnabled?: boolean;
                        auditLogging?: boolean;
                    };
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        settings: components["schemas"]["SystemSettings"];
                        updatedAt: string | null;
                        message?: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            500: components["responses"]["InternalError"];
        };
    };
    resetSettings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        settings: components["schemas"]["SystemSettings"];
                        updatedAt: string | null;
                        message?: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            500: components["responses"]["InternalError"];
        };
    };
    listRecentActivity: {
        parameters: {
            query?: {
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        activities: {
                            id: string;
                            /** @enum {string} */
                            type: "login" | "contract_created" | "contract_sent" | "contract_signed" | "contract_activated" | "contract_executed" | "contract_cancelled" | "contract_expired" | "document_uploaded" | "document_deleted" | "document_verified" | "document_rejected" | "profile_updated" | "password_changed" | "preferences_updated" | "order_created" | "order_updated" | "order_approved" | "order_rejected" | "order_cancelled" | "order_matched" | "order_contract_signed" | "order_completed" | "deal_opened" | "deal_offer_made" | "deal_offer_accepted" | "deal_offer_rejected" | "deal_agreed";
                            title: string;
                            description: string;
                            entityType: string | null;
                            entityId: string | null;
                            timestamp: string;
                        }[];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["Maintenance"];
        };
    };
    listActivity: {
        parameters: {
            query?: {
                type?: "login" | "contract_created" | "contract_sent" | "contract_signed" | "contract_activated" | "contract_executed" | "contract_cancelled" | "contract_expired" | "document_uploaded" | "document_deleted" | "document_verified" | "document_rejected" | "profile_updated" | "password_changed" | "preferences_updated" | "order_created" | "order_updated" | "order_approved" | "order_rejected" | "order_cancelled" | "order_matched" | "order_contract_signed" | "order_completed" | "deal_opened" | "deal_offer_made" | "deal_offer_accepted" | "deal_offer_rejected" | "deal_agreed";
                from?: string;
                to?: string;
                page?: number;
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        activities: {
                            id: string;
                            /** @enum {string} */
                            type: "login" | "contract_created" | "contract_sent" | "contract_signed" | "contract_activated" | "contract_executed" | "contract_cancelled" | "contract_expired" | "document_uploaded" | "document_deleted" | "document_verified" | "document_rejected" | "profile_updated" | "password_changed" | "preferences_updated" | "order_created" | "order_updated" | "order_approved" | "order_rejected" | "order_cancelled" | "order_matched" | "order_contract_signed" | "order_completed" | "deal_opened" | "deal_offer_made" | "deal_offer_accepted" | "deal_offer_rejected" | "deal_agreed";
                            title: string;
                            description: string;
                            entityType: string | null;
                            entityId: string | null;
                            timestamp: string;
                        }[];
                        total: number;
                        page: number;
                        totalPages: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["Maintenance"];
        };
    };
    updateProfile: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    firstName: string;
                    lastName: string;
                    companyName?: string | null;
                    phoneNumber?: string | null;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        message: string;
                        user: components["schemas"]["User"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["Maintenance"];
        };
    };
    updateLanguage: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    language: "en" | "ar";
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        message: string;
                        user: components["schemas"]["User"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["Maintenance"];
        };
    };
    getPreferences: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        message: string;
                        preferences: {
                            emailNotifications: boolean;
                            smsNotifications: boolean;
                            pushNotifications: boolean;
                            priceAlerts: boolean;
                            weeklyBrief: boolean;
                        };
                        updatedAt: string | null;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["Maintenance"];
        };
    };
    savePreferences: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    emailNotifications: boolean;
                    smsNotifications: boolean;
                    pushNotifications: boolean;
                    priceAlerts: boolean;
                    weeklyBrief: boolean;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        message: string;
                        preferences: {
                            emailNotifications: boolean;
                            smsNotifications: boolean;
                            pushNotifications: boolean;
                            priceAlerts: boolean;
                            weeklyBrief: boolean;
                        };
                        updatedAt: string | null;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["Maintenance"];
        };
    };
    unsubscribeFromMail: {
        parameters: {
            query: {
                token: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnsubscribeResult"];
                };
            };
            /** @description The token is missing, tampered with, or not this server’s (code UNSUBSCRIBE_TOKEN_INVALID). Or: The request is malformed, or its input breaks the schema: `details` lists each problem as {path, message}. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            500: components["responses"]["InternalError"];
        };
    };
    getTwoFactorStatus: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        available: boolean;
                        enabled: boolean;
                        recoveryCodesLeft: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["Maintenance"];
        };
    };
    startTwoFactorSetup: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        message: string;
                        secret: string;
                        otpauthUri: string;
                        qrCode: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            /** @description Two-factor sign-in is switched off for the platform (code TWO_FACTOR_NOT_AVAILABLE). Or: The caller's role may not call this, or the account must first finish its setup (verify its email, replace a temporary password); the administrators' routes also answer 403 outside the admin IP allowlist. A personal API token answers 403 on an operation that does not take tokens (API_TOKEN_NOT_ACCEPTED), without the scope it needs (API_TOKEN_SCOPE), or once its owner has no Enterprise package (ENTERPRISE_REQUIRED). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Two-factor sign-in is already on (code TWO_FACTOR_ALREADY_ENABLED). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["Maintenance"];
        };
    };
    enableTwoFactor: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    code: string;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        message: string;
                        recoveryCodes: string[];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            /** @description Two-factor sign-in is switched off for the platform (code TWO_FACTOR_NOT_AVAILABLE). Or: The caller's role may not call this, or the account must first finish its setup (verify its email, replace a temporary password); the administrators' routes also answer 403 outside the admin IP allowlist. A personal API token answers 403 on an operation that does not take tokens (API_TOKEN_NOT_ACCEPTED), without the scope it needs (API_TOKEN_SCOPE), or once its owner has no Enterprise package (ENTERPRISE_REQUIRED). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Already on, or no setup was started (codes TWO_FACTOR_ALREADY_ENABLED, TWO_FACTOR_NOT_SET_UP). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["Maintenance"];
        };
    };
    disableTwoFactor: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    password?: string;
                    code?: string;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        message: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /** @description Two-factor sign-in is not on (code TWO_FACTOR_NOT_ENABLED). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["Maintenance"];
        };
    };
    signIn: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    email: string;
                    password: string;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        message: string;
                        tokens: {
                            accessToken: string;
                            idToken: string;
                            refreshToken?: string;
                        };
                        user: components["schemas"]["User"];
                    } | {
                        /** @enum {boolean} */
                        success: true;
                        /** @enum {boolean} */
                        twoFactorRequired: true;
                        challengeToken: string;
                        message: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            /** @description Wrong email or password (code INVALID_CREDENTIALS); the answer never tells which. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The account is suspended or inactive, or its temporary password has expired. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            /** @description The platform is in maintenance mode: only administrators may sign in (code MAINTENANCE). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    completeTwoFactorSignIn: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    challengeToken: string;
                    code: string;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        message: string;
                        tokens: {
                            accessToken: string;
                            idToken: string;
                            refreshToken?: string;
                        };
                        user: components["schemas"]["User"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            /** @description The code is wrong, or the challenge expired (codes INVALID_TWO_FACTOR_CODE, TWO_FACTOR_CHALLENGE_EXPIRED). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The account is suspended or inactive, or its temporary password has expired. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
        };
    };
    register: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    email: string;
                    password: string;
                    firstName: string;
                    lastName: string;
                    phoneNumber?: string;
                    companyName?: string;
                    /** @enum {boolean} */
                    acceptTerms: true;
                    /**
                     * @default trader
                     * @enum {string}
                     */
                    accountType?: "trader" | "seller";
                    /**
                     * @default en
                     * @enum {string}
                     */
                    language?: "en" | "ar";
                };
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        message: string;
                        user: components["schemas"]["User"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            /** @description New registrations are closed (code REGISTRATION_CLOSED). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description An account with this email already exists (code EMAIL_TAKEN). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            /** @description The platform is in maintenance mode: only administrators may sign in (code MAINTENANCE). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    requestPasswordReset: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    email: string;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        message: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
        };
    };
    resetPassword: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    email: string;
                    confirmationCode: string;
                    newPassword: string;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        message: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
        };
    };
    refreshSession: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    refreshToken?: string;
                } | null;
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        message: string;
                        tokens: {
                            accessToken: string;
                            idToken: string;
                            refreshToken?: string;
                        };
                        user: components["schemas"]["User"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            /** @description No refresh token, or one that expired, was revoked or was used already (codes NO_REFRESH_TOKEN, SESSION_EXPIRED). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The refresh cookie came without a matching X-XSRF-TOKEN header (code XSRF_INVALID). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            /** @description The platform is in maintenance mode: only administrators keep their sessions (code MAINTENANCE). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    signOut: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    refreshToken?: string;
                } | null;
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        message: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            /** @description The refresh cookie came without a matching X-XSRF-TOKEN header (code XSRF_INVALID). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            500: components["responses"]["InternalError"];
        };
    };
    getProfile: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        message: string;
                        user: components["schemas"]["User"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["Maintenance"];
        };
    };
    getPlatformStatus: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        maintenanceMode: boolean;
                        allowNewRegistrations: boolean;
                        requireEmailVerification: boolean;
                        enableTwoFactorAuth: boolean;
                        /** @enum {string} */
                        passwordComplexity: "low" | "medium" | "high";
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            500: components["responses"]["InternalError"];
        };
    };
    verifyEmail: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    token: string;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        message: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
        };
    };
    resendVerificationEmail: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        message: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /** @description The email is already verified (code EMAIL_ALREADY_VERIFIED). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["Maintenance"];
        };
    };
    changePassword: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    currentPassword: string;
                    newPassword: string;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        message: string;
                        otherSessionsRevoked: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["Maintenance"];
        };
    };
    listEnterpriseCompanies: {
        parameters: {
            query?: {
                q?: string;
                page?: number;
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        message: string;
                        companies: {
                            companyName: string;
                            userCount: number;
                            grant: components["schemas"]["EnterpriseGrant"] | null;
                            members: components["schemas"]["EnterpriseMember"][];
                            awaiting: components["schemas"]["EnterpriseCompanyUser"][];
                        }[];
                        total: number;
                        page: number;
                        totalPages: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["InternalError"];
        };
    };
    grantEnterprise: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Makes a retry safe: the same key and body from the same caller within 24 hours answer the first result again (with `Idempotent-Replayed: true`) and create nothing new; the same key with another body answers 422. Use a new random key (a UUID) for each new request.
                 * @example 6f1c2a4e-8d3b-4c55-9e7a-0b1d2c3e4f50
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    companyName: string;
                };
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        message: string;
                        grant: components["schemas"]["EnterpriseGrant"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /** @description No user belongs to a company of this name (code COMPANY_NOT_FOUND). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The company has Enterprise already (code ENTERPRISE_ALREADY_GRANTED). Or: Idempotency-Key in use: a request with the same key is still being processed (code IDEMPOTENCY_KEY_IN_PROGRESS). Retry after Retry-After seconds. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["IdempotencyKeyReused"];
            500: components["responses"]["InternalError"];
        };
    };
    revokeEnterprise: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        message: string;
                        tokensRevoked: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            414: components["responses"]["UriTooLong"];
            500: components["responses"]["InternalError"];
        };
    };
    addEnterpriseMembers: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    userIds: string[];
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        message: string;
                        added: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            /** @description A user is not a trader or seller whose company name is the grant's company (code ENTERPRISE_NOT_IN_COMPANY; details.userIds names them). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            414: components["responses"]["UriTooLong"];
            415: components["responses"]["UnsupportedMediaType"];
            500: components["responses"]["InternalError"];
        };
    };
    removeEnterpriseMember: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
                userId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        message: string;
                        tokensRevoked: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            414: components["responses"]["UriTooLong"];
            500: components["responses"]["InternalError"];
        };
    };
    getMyPackage: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        package: "basic" | "enterprise";
                        grantedTo: string | null;
                        grantedAt: string | null;
                        apiTokens: boolean;
                        awaitingCompany: string | null;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["Maintenance"];
        };
    };
    listMyApiTokens: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        tokens: components["schemas"]["ApiToken"][];
                        max: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["Maintenance"];
        };
    };
    createApiToken: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    scopes: ("prices" | "orders" | "deals")[];
                    expiresInDays?: number | null;
                };
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        message: string;
                        token: components["schemas"]["ApiToken"];
                        secret: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            /** @description The caller has no Enterprise package (code ENTERPRISE_REQUIRED), or is an administrator. Or: The caller's role may not call this, or the account must first finish its setup (verify its email, replace a temporary password); the administrators' routes also answer 403 outside the admin IP allowlist. A personal API token answers 403 on an operation that does not take tokens (API_TOKEN_NOT_ACCEPTED), without the scope it needs (API_TOKEN_SCOPE), or once its owner has no Enterprise package (ENTERPRISE_REQUIRED). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The caller keeps 20 usable tokens already (code API_TOKEN_LIMIT). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["Maintenance"];
        };
    };
    revokeApiToken: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        message: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            414: components["responses"]["UriTooLong"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["Maintenance"];
        };
    };
    getMarketSummary: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        gold: components["schemas"]["PriceQuote"];
                        crude_oil: components["schemas"]["PriceQuote"];
                        usd_index: components["schemas"]["PriceQuote"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
        };
    };
    listPrices: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        prices: components["schemas"]["PriceQuote"][];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
        };
    };
    getPrice: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                symbol: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PriceQuote"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /** @description The symbol is not one the service knows (code UNKNOWN_SYMBOL): see GET /symbols. Or: No such object, or none the caller may see (another user’s object answers 404 too, never 403). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            414: components["responses"]["UriTooLong"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
        };
    };
    getPriceHistory: {
        parameters: {
            query?: {
                period?: "1d" | "5d" | "1mo" | "6mo" | "1y";
            };
            header?: never;
            path: {
                symbol: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        symbol: "XAU" | "XAG" | "XPT" | "XPD" | "BRENT" | "WTI" | "HO" | "DXY";
                        name: string;
                        currency: string;
                        /** @enum {string} */
                        period: "1d" | "5d" | "1mo" | "6mo" | "1y";
                        /** @enum {string} */
                        interval: "5m" | "30m" | "1d";
                        points: {
                            /** Format: date-time */
                            time: string;
                            close: number;
                        }[];
                        /** @enum {string} */
                        source: "upstream" | "simulated" | "fallback";
                        /** Format: date-time */
                        as_of: string;
                        stale: boolean;
                        /** Format: date */
                        last_close_day: string | null;
                        age_days: number | null;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /** @description The symbol is not one the service knows (code UNKNOWN_SYMBOL): see GET /symbols. Or: No such object, or none the caller may see (another user’s object answers 404 too, never 403). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            414: components["responses"]["UriTooLong"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            /** @description Neither the source nor the stored history has prices for this symbol and period (code PRICE_UNAVAILABLE). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    listSymbols: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        symbols: {
                            /** @enum {string} */
                            symbol: "XAU" | "XAG" | "XPT" | "XPD" | "BRENT" | "WTI" | "HO" | "DXY";
                            /** @enum {string} */
                            key?: "gold" | "crude_oil" | "usd_index";
                            name: string;
                            currency: string;
                            unit: string;
                            /** @enum {string} */
                            group: "metals" | "energy" | "fx";
                        }[];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
        };
    };
    getPriceServiceHealth: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        status: "ok";
                        /** @enum {string} */
                        provider: "upstream" | "simulated" | "fallback";
                        /** @enum {string} */
                        provider_state: "up" | "down" | "unknown";
                        /** Format: date-time */
                        last_success: string | null;
                        /** Format: date-time */
                        last_failure: string | null;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            500: components["responses"]["InternalError"];
        };
    };
    getHealth: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        status: "ok";
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            500: components["responses"]["InternalError"];
        };
    };
    getReadiness: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        status: "ready" | "unavailable";
                        checks: {
                            /** @enum {string} */
                            database: "up" | "down";
                            /**
                             * @description Document storage accepts files (DATA_DIR/documents, or the object storage bucket)
                             * @enum {string}
                             */
                            storage: "up" | "down";
                            /**
                             * @description not_configured without REDIS_URL
                             * @enum {string}
                             */
                            redis: "up" | "down" | "not_configured";
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            500: components["responses"]["InternalError"];
            /** @description A dependency does not answer: its check is down */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        status: "ready" | "unavailable";
                        checks: {
                            /** @enum {string} */
                            database: "up" | "down";
                            /**
                             * @description Document storage accepts files (DATA_DIR/documents, or the object storage bucket)
                             * @enum {string}
                             */
                            storage: "up" | "down";
                            /**
                             * @description not_configured without REDIS_URL
                             * @enum {string}
                             */
                            redis: "up" | "down" | "not_configured";
                        };
                    };
                };
            };
        };
    };
    listOpportunities: {
        parameters: {
            query?: {
                status?: "Pre-production" | "Production" | "Development" | "Construction";
                riskLevel?: "Low" | "Medium" | "Medium-High" | "High";
                structure?: "Streaming" | "Royalty";
                page?: number;
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        opportunities: {
                            id: string;
                            title: string;
                            /** @enum {string} */
                            structure: "Streaming" | "Royalty";
                            commodity: string;
                            region: string;
                            operator: string;
                            minInvestment: number;
                            facilitySize: number | null;
                            expectedReturn: {
                                min: number;
                                max: number;
                            };
                            termMonths: number;
                            /** @enum {string} */
                            status: "Pre-production" | "Production" | "Development" | "Construction";
                            /** @enum {string} */
                            riskLevel: "Low" | "Medium" | "Medium-High" | "High";
                            summary: string;
                            publishedAt: string;
                            example: boolean;
                        }[];
                        total: number;
                        /** @default 0 */
                        examples: number;
                        page: number;
                        totalPages: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["Maintenance"];
        };
    };
    getOpportunity: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        title: string;
                        /** @enum {string} */
                        structure: "Streaming" | "Royalty";
                        commodity: string;
                        region: string;
                        operator: string;
                        minInvestment: number;
                        facilitySize: number | null;
                        expectedReturn: {
                            min: number;
                            max: number;
                        };
                        termMonths: number;
                        /** @enum {string} */
                        status: "Pre-production" | "Production" | "Development" | "Construction";
                        /** @enum {string} */
                        riskLevel: "Low" | "Medium" | "Medium-High" | "High";
                        summary: string;
                        publishedAt: string;
                        example: boolean;
                        details: string;
                        keyTerms: string[];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            414: components["responses"]["UriTooLong"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["Maintenance"];
        };
    };
    listProjects: {
        parameters: {
            query?: {
                stage?: "Exploration" | "Pre-feasibility" | "Feasibility" | "Development" | "Construction";
                page?: number;
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        projects: {
                            id: string;
                            name: string;
                            commodity: string;
                            region: string;
                            developer: string;
                            /** @enum {string} */
                            stage: "Exploration" | "Pre-feasibility" | "Feasibility" | "Development" | "Construction";
                            seekingAmount: number;
                            metrics: {
                                reserves: string;
                                grade: string;
                                mineLifeYears: number;
                                irrPercent: number;
                                npv: number | null;
                                initialCapex: number | null;
                                annualProduction: string | null;
                            };
                            summary: string;
                            publishedAt: string;
                            example: boolean;
                        }[];
                        total: number;
                        /** @default 0 */
                        examples: number;
                        page: number;
                        totalPages: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["Maintenance"];
        };
    };
    getProject: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        name: string;
                        commodity: string;
                        region: string;
                        developer: string;
                        /** @enum {string} */
                        stage: "Exploration" | "Pre-feasibility" | "Feasibility" | "Development" | "Construction";
                        seekingAmount: number;
                        metrics: {
                            reserves: string;
                            grade: string;
                            mineLifeYears: number;
                            irrPercent: number;
                            npv: number | null;
                            initialCapex: number | null;
                            annualProduction: string | null;
                        };
                        summary: string;
                        publishedAt: string;
                        example: boolean;
                        details: string;
                        useOfFunds: string[];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            414: components["responses"]["UriTooLong"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["Maintenance"];
        };
    };
    listForecasts: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        generatedAt: string;
                        horizonDays: number;
                        method: {
                            id: string;
                            name: string;
                            description: string;
                            window: number;
                            intervalLevel: number;
                            confidenceBandPercent: number;
                        };
                        forecasts: {
                            /** @enum {string} */
                            symbol: "XAU" | "XAG" | "XPT" | "XPD" | "BRENT" | "WTI" | "HO" | "DXY";
                            name: string;
                            currency: string;
                            unit: string;
                            lastClose: number;
                            lastDay: string;
                            closesUsed: number;
                            fromDay: string;
                            trendPercentPerDay: number;
                            volatilityPercent: number;
                            /** @enum {string} */
                            direction: "up" | "down" | "flat";
                            days: {
                                day: string;
                                horizon: number;
                                price: number;
                                low: number;
                                high: number;
                                confidence: number;
                            }[];
                            /** @enum {string} */
                            source: "upstream" | "simulated" | "fallback";
                            stale: boolean;
                        }[];
                        unavailable: {
                            /** @enum {string} */
                            symbol: "XAU" | "XAG" | "XPT" | "XPD" | "BRENT" | "WTI" | "HO" | "DXY";
                            reason: string;
                        }[];
                        reason: string | null;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["Maintenance"];
        };
    };
    listMarketAlerts: {
        parameters: {
            query?: {
                impact?: "High" | "Medium" | "Low";
                page?: number;
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        alerts: {
                            id: string;
                            title: string;
                            summary: string;
                            region: string;
                            /** @enum {string} */
                            impact: "High" | "Medium" | "Low";
                            commodities: string[];
                            publishedAt: string;
                            example: boolean;
                        }[];
                        total: number;
                        page: number;
                        totalPages: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["Maintenance"];
        };
    };
    publishMarketAlert: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Makes a retry safe: the same key and body from the same caller within 24 hours answer the first result again (with `Idempotent-Replayed: true`) and create nothing new; the same key with another body answers 422. Use a new random key (a UUID) for each new request.
                 * @example 6f1c2a4e-8d3b-4c55-9e7a-0b1d2c3e4f50
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    title: string;
                    summary: string;
                    region: string;
                    /** @enum {string} */
                    impact: "High" | "Medium" | "Low";
                    commodities: string[];
                    /** Format: date-time */
                    publishedAt?: string;
                };
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        title: string;
                        summary: string;
                        region: string;
                        /** @enum {string} */
                        impact: "High" | "Medium" | "Low";
                        commodities: string[];
                        publishedAt: string;
                        example: boolean;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["IdempotencyInProgress"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["IdempotencyKeyReused"];
            500: components["responses"]["InternalError"];
        };
    };
    listFuelAssessments: {
        parameters: {
            query?: {
                product?: "EN590" | "Jet A1" | "Fuel Oil";
                port?: "Fujairah" | "Rotterdam" | "Houston";
                page?: number;
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        assessments: components["schemas"]["FuelAssessment"][];
                        total: number;
                        page: number;
                        totalPages: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["InternalError"];
        };
    };
    createFuelAssessment: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Makes a retry safe: the same key and body from the same caller within 24 hours answer the first result again (with `Idempotent-Replayed: true`) and create nothing new; the same key with another body answers 422. Use a new random key (a UUID) for each new request.
                 * @example 6f1c2a4e-8d3b-4c55-9e7a-0b1d2c3e4f50
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    product: "EN590" | "Jet A1" | "Fuel Oil";
                    /** @enum {string} */
                    port: "Fujairah" | "Rotterdam" | "Houston";
                    /** Format: date */
                    day: string;
                    price: number;
                    note?: string | null;
                };
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FuelAssessment"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /** @description Another assessment holds this product, port and day (code FUEL_ASSESSMENT_EXISTS; details.id names it): edit that one instead. Or: Idempotency-Key in use: a request with the same key is still being processed (code IDEMPOTENCY_KEY_IN_PROGRESS). Retry after Retry-After seconds. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["IdempotencyKeyReused"];
            500: components["responses"]["InternalError"];
        };
    };
    updateFuelAssessment: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    product: "EN590" | "Jet A1" | "Fuel Oil";
                    /** @enum {string} */
                    port: "Fujairah" | "Rotterdam" | "Houston";
                    /** Format: date */
                    day: string;
                    price: number;
                    note?: string | null;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FuelAssessment"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            /** @description Another assessment holds this product, port and day (code FUEL_ASSESSMENT_EXISTS; details.id names it): edit that one instead. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            414: components["responses"]["UriTooLong"];
            415: components["responses"]["UnsupportedMediaType"];
            500: components["responses"]["InternalError"];
        };
    };
    deleteFuelAssessment: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        message: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            414: components["responses"]["UriTooLong"];
            500: components["responses"]["InternalError"];
        };
    };
    getFuelAssessmentBoard: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        today: string;
                        entries: components["schemas"]["FuelBoardEntry"][];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["Maintenance"];
        };
    };
    getFuelAssessmentHistory: {
        parameters: {
            query: {
                product: "EN590" | "Jet A1" | "Fuel Oil";
                port: "Fujairah" | "Rotterdam" | "Houston";
                days?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        product: "EN590" | "Jet A1" | "Fuel Oil";
                        /** @enum {string} */
                        port: "Fujairah" | "Rotterdam" | "Houston";
                        /** @enum {string} */
                        currency: "USD";
                        points: {
                            day: string;
                            price: number;
                        }[];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["Maintenance"];
        };
    };
    sendContactInquiry: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Makes a retry safe: the same key and body from the same caller within 24 hours answer the first result again (with `Idempotent-Replayed: true`) and create nothing new; the same key with another body answers 422. Use a new random key (a UUID) for each new request.
                 * @example 6f1c2a4e-8d3b-4c55-9e7a-0b1d2c3e4f50
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    email: string;
                    company?: string;
                    phone?: string;
                    /** @enum {string} */
                    inquiryType: "general" | "gold-trading" | "fuel-trading" | "market-intelligence" | "streaming" | "advisory" | "partnership";
                    subject: string;
                    message: string;
                    website?: string;
                };
            };
        };
        responses: {
            /** @description Accepted */
            202: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        message: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            409: components["responses"]["IdempotencyInProgress"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["IdempotencyKeyReused"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
        };
    };
    sendPortalInquiry: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Makes a retry safe: the same key and body from the same caller within 24 hours answer the first result again (with `Idempotent-Replayed: true`) and create nothing new; the same key with another body answers 422. Use a new random key (a UUID) for each new request.
                 * @example 6f1c2a4e-8d3b-4c55-9e7a-0b1d2c3e4f50
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    amount: number;
                    message?: string;
                    /** @enum {string} */
                    kind: "express-interest";
                    /** Format: uuid */
                    targetId: string;
                } | {
                    amount: number;
                    message: string;
                    /** @enum {string} */
                    kind: "proposal";
                    /** Format: uuid */
                    targetId: string;
                } | {
                    /** @enum {string} */
                    kind: "information-package";
                    /** @enum {string} */
                    targetType: "opportunity" | "project";
                    /** Format: uuid */
                    targetId: string;
                    message?: string;
                } | {
                    message?: string;
                    /** @enum {string} */
                    kind: "contact-sales";
                };
            };
        };
        responses: {
            /** @description The same request is already open: the earlier one (created: false) */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        message: string;
                        created: boolean;
                        inquiry: {
                            id: string;
                            /** @enum {string} */
                            kind: "express-interest" | "proposal" | "information-package" | "contact-sales";
                            /** @enum {string|null} */
                            targetType: "opportunity" | "project" | "package" | null;
                            targetId: string | null;
                            subject: string;
                            amount: number | null;
                            message: string;
                            status: string;
                            createdAt: string;
                        };
                    };
                };
            };
            /** @description Created */
            201: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        message: string;
                        created: boolean;
                        inquiry: {
                            id: string;
                            /** @enum {string} */
                            kind: "express-interest" | "proposal" | "information-package" | "contact-sales";
                            /** @enum {string|null} */
                            targetType: "opportunity" | "project" | "package" | null;
                            targetId: string | null;
                            subject: string;
                            amount: number | null;
                            message: string;
                            status: string;
                            createdAt: string;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /** @description The opportunity or project does not exist or is not published. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The opportunity or project is an example with fictional data (code CONTENT_IS_EXAMPLE). Or: Idempotency-Key in use: a request with the same key is still being processed (code IDEMPOTENCY_KEY_IN_PROGRESS). Retry after Retry-After seconds. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["IdempotencyKeyReused"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["Maintenance"];
        };
    };
    listMyInquiries: {
        parameters: {
            query?: {
                page?: number;
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        inquiries: {
                            id: string;
                            /** @enum {string} */
                            kind: "express-interest" | "proposal" | "information-package" | "contact-sales";
                            /** @enum {string|null} */
                            targetType: "opportunity" | "project" | "package" | null;
                            targetId: string | null;
                            subject: string;
                            amount: number | null;
                            message: string;
                            status: string;
                            createdAt: string;
                        }[];
                        total: number;
                        page: number;
                        totalPages: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["Maintenance"];
        };
    };
    listInquiries: {
        parameters: {
            query?: {
                status?: "new" | "answered" | "all";
                source?: "contact-form" | "portal" | "all";
                search?: string;
                page?: number;
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        inquiries: {
                            id: string;
                            /** @enum {string} */
                            source: "contact-form" | "portal";
                            /** @enum {string} */
                            status: "new" | "answered";
                            name: string;
                            email: string;
                            company: string | null;
                            phone: string | null;
                            inquiryType: string;
                            subject: string;
                            message: string;
                            createdAt: string;
                            ip: string | null;
                            userId: string | null;
                            kind: string | null;
                            targetType: string | null;
                            targetId: string | null;
                            amount: number | null;
                            answeredAt: string | null;
                            answeredBy: string | null;
                            answerNote: string | null;
                        }[];
                        total: number;
                        page: number;
                        totalPages: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["InternalError"];
        };
    };
    getInquiry: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        /** @enum {string} */
                        source: "contact-form" | "portal";
                        /** @enum {string} */
                        status: "new" | "answered";
                        name: string;
                        email: string;
                        company: string | null;
                        phone: string | null;
                        inquiryType: string;
                        subject: string;
                        message: string;
                        createdAt: string;
                        ip: string | null;
                        userId: string | null;
                        kind: string | null;
                        targetType: string | null;
                        targetId: string | null;
                        amount: number | null;
                        answeredAt: string | null;
                        answeredBy: string | null;
                        answerNote: string | null;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            414: components["responses"]["UriTooLong"];
            500: components["responses"]["InternalError"];
        };
    };
    markInquiryAnswered: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    note?: string;
                } | null;
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        message: string;
                        inquiry: {
                            id: string;
                            /** @enum {string} */
                            source: "contact-form" | "portal";
                            /** @enum {string} */
                            status: "new" | "answered";
                            name: string;
                            email: string;
                            company: string | null;
                            phone: string | null;
                            inquiryType: string;
                            subject: string;
                            message: string;
                            createdAt: string;
                            ip: string | null;
                            userId: string | null;
                            kind: string | null;
                            targetType: string | null;
                            targetId: string | null;
                            amount: number | null;
                            answeredAt: string | null;
                            answeredBy: string | null;
                            answerNote: string | null;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            /** @description The inquiry was already answered (code INQUIRY_ALREADY_ANSWERED). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            414: components["responses"]["UriTooLong"];
            415: components["responses"]["UnsupportedMediaType"];
            500: components["responses"]["InternalError"];
        };
    };
    listContentAlerts: {
        parameters: {
            query?: {
                status?: "draft" | "published";
                page?: number;
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            id: string;
                            title: string;
                            summary: string;
                            region: string;
                            /** @enum {string} */
                            impact: "High" | "Medium" | "Low";
                            commodities: string[];
                            publishedAt: string | null;
                            example: boolean;
                            /** @enum {string} */
                            contentStatus: "draft" | "published";
                            createdAt: string;
                            updatedAt: string;
                        }[];
                        total: number;
                        page: number;
                        totalPages: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["InternalError"];
        };
    };
    createContentAlert: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Makes a retry safe: the same key and body from the same caller within 24 hours answer the first result again (with `Idempotent-Replayed: true`) and create nothing new; the same key with another body answers 422. Use a new random key (a UUID) for each new request.
                 * @example 6f1c2a4e-8d3b-4c55-9e7a-0b1d2c3e4f50
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    title: string;
                    summary: string;
                    region: string;
                    /** @enum {string} */
                    impact: "High" | "Medium" | "Low";
                    commodities: string[];
                };
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        title: string;
                        summary: string;
                        region: string;
                        /** @enum {string} */
                        impact: "High" | "Medium" | "Low";
                        commodities: string[];
                        publishedAt: string | null;
                        example: boolean;
                        /** @enum {string} */
                        contentStatus: "draft" | "published";
                        createdAt: string;
                        updatedAt: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["IdempotencyInProgress"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["IdempotencyKeyReused"];
            500: components["responses"]["InternalError"];
        };
    };
    getContentAlert: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        title: string;
                        summary: string;
                        region: string;
                        /** @enum {string} */
                        impact: "High" | "Medium" | "Low";
                        commodities: string[];
                        publishedAt: string | null;
                        example: boolean;
                        /** @enum {string} */
                        contentStatus: "draft" | "published";
                        createdAt: string;
                        updatedAt: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            414: components["responses"]["UriTooLong"];
            500: components["responses"]["InternalError"];
        };
    };
    updateContentAlert: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    title: string;
                    summary: string;
                    region: string;
                    /** @enum {string} */
                    impact: "High" | "Medium" | "Low";
                    commodities: string[];
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        title: string;
                        summary: string;
                        region: string;
                        /** @enum {string} */
                        impact: "High" | "Medium" | "Low";
                        commodities: string[];
                        publishedAt: string | null;
                        example: boolean;
                        /** @enum {string} */
                        contentStatus: "draft" | "published";
                        createdAt: string;
                        updatedAt: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            414: components["responses"]["UriTooLong"];
            415: components["responses"]["UnsupportedMediaType"];
            500: components["responses"]["InternalError"];
        };
    };
    deleteContentAlert: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        message: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            414: components["responses"]["UriTooLong"];
            500: components["responses"]["InternalError"];
        };
    };
    publishContentAlert: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Makes a retry safe: the same key and body from the same caller within 24 hours answer the first result again (with `Idempotent-Replayed: true`) and create nothing new; the same key with another body answers 422. Use a new random key (a UUID) for each new request.
                 * @example 6f1c2a4e-8d3b-4c55-9e7a-0b1d2c3e4f50
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        title: string;
                        summary: string;
                        region: string;
                        /** @enum {string} */
                        impact: "High" | "Medium" | "Low";
                        commodities: string[];
                        publishedAt: string | null;
                        example: boolean;
                        /** @enum {string} */
                        contentStatus: "draft" | "published";
                        createdAt: string;
                        updatedAt: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            /** @description The market alert is already published (code CONTENT_ALREADY_PUBLISHED). Or: Idempotency-Key in use: a request with the same key is still being processed (code IDEMPOTENCY_KEY_IN_PROGRESS). Retry after Retry-After seconds. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            414: components["responses"]["UriTooLong"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["IdempotencyKeyReused"];
            500: components["responses"]["InternalError"];
        };
    };
    unpublishContentAlert: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Makes a retry safe: the same key and body from the same caller within 24 hours answer the first result again (with `Idempotent-Replayed: true`) and create nothing new; the same key with another body answers 422. Use a new random key (a UUID) for each new request.
                 * @example 6f1c2a4e-8d3b-4c55-9e7a-0b1d2c3e4f50
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        title: string;
                        summary: string;
                        region: string;
                        /** @enum {string} */
                        impact: "High" | "Medium" | "Low";
                        commodities: string[];
                        publishedAt: string | null;
                        example: boolean;
                        /** @enum {string} */
                        contentStatus: "draft" | "published";
                        createdAt: string;
                        updatedAt: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            /** @description The market alert is not published (code CONTENT_NOT_PUBLISHED). Or: Idempotency-Key in use: a request with the same key is still being processed (code IDEMPOTENCY_KEY_IN_PROGRESS). Retry after Retry-After seconds. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            414: components["responses"]["UriTooLong"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["IdempotencyKeyReused"];
            500: components["responses"]["InternalError"];
        };
    };
    listContentOpportunities: {
        parameters: {
            query?: {
                status?: "draft" | "published";
                page?: number;
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            id: string;
                            title: string;
                            /** @enum {string} */
                            structure: "Streaming" | "Royalty";
                            commodity: string;
                            region: string;
                            operator: string;
                            minInvestment: number;
                            facilitySize: number | null;
                            expectedReturn: {
                                min: number;
                                max: number;
                            };
                            termMonths: number;
                            /** @enum {string} */
                            status: "Pre-production" | "Production" | "Development" | "Construction";
                            /** @enum {string} */
                            riskLevel: "Low" | "Medium" | "Medium-High" | "High";
                            summary: string;
                            publishedAt: string | null;
                            example: boolean;
                            details: string;
                            keyTerms: string[];
                            /** @enum {string} */
                            contentStatus: "draft" | "published";
                            createdAt: string;
                            updatedAt: string;
                        }[];
                        total: number;
                        page: number;
                        totalPages: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["InternalError"];
        };
    };
    createContentOpportunity: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Makes a retry safe: the same key and body from the same caller within 24 hours answer the first result again (with `Idempotent-Replayed: true`) and create nothing new; the same key with another body answers 422. Use a new random key (a UUID) for each new request.
                 * @example 6f1c2a4e-8d3b-4c55-9e7a-0b1d2c3e4f50
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    title: string;
                    /** @enum {string} */
                    structure: "Streaming" | "Royalty";
                    commodity: string;
                    region: string;
                    operator: string;
                    minInvestment: number;
                    facilitySize: number | null;
                    expectedReturn: {
                        min: number;
                        max: number;
                    };
                    termMonths: number;
                    /** @enum {string} */
                    status: "Pre-production" | "Production" | "Development" | "Construction";
                    /** @enum {string} */
                    riskLevel: "Low" | "Medium" | "Medium-High" | "High";
                    summary: string;
                    details: string;
                    keyTerms: string[];
                };
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        title: string;
                        /** @enum {string} */
                        structure: "Streaming" | "Royalty";
                        commodity: string;
                        region: string;
                        operator: string;
                        minInvestment: number;
                        facilitySize: number | null;
                        expectedReturn: {
                            min: number;
                            max: number;
                        };
                        termMonths: number;
                        /** @enum {string} */
                        status: "Pre-production" | "Production" | "Development" | "Construction";
                        /** @enum {string} */
                        riskLevel: "Low" | "Medium" | "Medium-High" | "High";
                        summary: string;
                        publishedAt: string | null;
                        example: boolean;
                        details: string;
                        keyTerms: string[];
                        /** @enum {string} */
                        contentStatus: "draft" | "published";
                        createdAt: string;
                        updatedAt: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["IdempotencyInProgress"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["IdempotencyKeyReused"];
            500: components["responses"]["InternalError"];
        };
    };
    getContentOpportunity: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        title: string;
                        /** @enum {string} */
                        structure: "Streaming" | "Royalty";
                        commodity: string;
                        region: string;
                        operator: string;
                        minInvestment: number;
                        facilitySize: number | null;
                        expectedReturn: {
                            min: number;
                            max: number;
                        };
                        termMonths: number;
                        /** @enum {string} */
                        status: "Pre-production" | "Production" | "Development" | "Construction";
                        /** @enum {string} */
                        riskLevel: "Low" | "Medium" | "Medium-High" | "High";
                        summary: string;
                        publishedAt: string | null;
                        example: boolean;
                        details: string;
                        keyTerms: string[];
                        /** @enum {string} */
                        contentStatus: "draft" | "published";
                        createdAt: string;
                        updatedAt: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            414: components["responses"]["UriTooLong"];
            500: components["responses"]["InternalError"];
        };
    };
    updateContentOpportunity: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    title: string;
                    /** @enum {string} */
                    structure: "Streaming" | "Royalty";
                    commodity: string;
                    region: string;
                    operator: string;
                    minInvestment: number;
                    facilitySize: number | null;
                    expectedReturn: {
                        min: number;
                        max: number;
                    };
                    termMonths: number;
                    /** @enum {string} */
                    status: "Pre-production" | "Production" | "Development" | "Construction";
                    /** @enum {string} */
                    riskLevel: "Low" | "Medium" | "Medium-High" | "High";
                    summary: string;
                    details: string;
                    keyTerms: string[];
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        title: string;
                        /** @enum {string} */
                        structure: "Streaming" | "Royalty";
                        commodity: string;
                        region: string;
                        operator: string;
                        minInvestment: number;
                        facilitySize: number | null;
                        expectedReturn: {
                            min: number;
                            max: number;
                        };
                        termMonths: number;
                        /** @enum {string} */
                        status: "Pre-production" | "Production" | "Development" | "Construction";
                        /** @enum {string} */
                        riskLevel: "Low" | "Medium" | "Medium-High" | "High";
                        summary: string;
                        publishedAt: string | null;
                        example: boolean;
                        details: string;
                        keyTerms: string[];
                        /** @enum {string} */
                        contentStatus: "draft" | "published";
                        createdAt: string;
                        updatedAt: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            414: components["responses"]["UriTooLong"];
            415: components["responses"]["UnsupportedMediaType"];
            500: components["responses"]["InternalError"];
        };
    };
    deleteContentOpportunity: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        message: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            414: components["responses"]["UriTooLong"];
            500: components["responses"]["InternalError"];
        };
    };
    publishContentOpportunity: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Makes a retry safe: the same key and body from the same caller within 24 hours answer the first result again (with `Idempotent-Replayed: true`) and create nothing new; the same key with another body answers 422. Use a new random key (a UUID) for each new request.
                 * @example 6f1c2a4e-8d3b-4c55-9e7a-0b1d2c3e4f50
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        title: string;
                        /** @enum {string} */
                        structure: "Streaming" | "Royalty";
                        commodity: string;
                        region: string;
                        operator: string;
                        minInvestment: number;
                        facilitySize: number | null;
                        expectedReturn: {
                            min: number;
                            max: number;
                        };
                        termMonths: number;
                        /** @enum {string} */
                        status: "Pre-production" | "Production" | "Development" | "Construction";
                        /** @enum {string} */
                        riskLevel: "Low" | "Medium" | "Medium-High" | "High";
                        summary: string;
                        publishedAt: string | null;
                        example: boolean;
                        details: string;
                        keyTerms: string[];
                        /** @enum {string} */
                        contentStatus: "draft" | "published";
                        createdAt: string;
                        updatedAt: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            /** @description The streaming or royalty opportunity is already published (code CONTENT_ALREADY_PUBLISHED). Or: Idempotency-Key in use: a request with the same key is still being processed (code IDEMPOTENCY_KEY_IN_PROGRESS). Retry after Retry-After seconds. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            414: components["responses"]["UriTooLong"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["IdempotencyKeyReused"];
            500: components["responses"]["InternalError"];
        };
    };
    unpublishContentOpportunity: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Makes a retry safe: the same key and body from the same caller within 24 hours answer the first result again (with `Idempotent-Replayed: true`) and create nothing new; the same key with another body answers 422. Use a new random key (a UUID) for each new request.
                 * @example 6f1c2a4e-8d3b-4c55-9e7a-0b1d2c3e4f50
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        title: string;
                        /** @enum {string} */
                        structure: "Streaming" | "Royalty";
                        commodity: string;
                        region: string;
                        operator: string;
                        minInvestment: number;
                        facilitySize: number | null;
                        expectedReturn: {
                            min: number;
                            max: number;
                        };
                        termMonths: number;
                        /** @enum {string} */
                        status: "Pre-production" | "Production" | "Development" | "Construction";
                        /** @enum {string} */
                        riskLevel: "Low" | "Medium" | "Medium-High" | "High";
                        summary: string;
                        publishedAt: string | null;
                        example: boolean;
                        details: string;
                        keyTerms: string[];
                        /** @enum {string} */
                        contentStatus: "draft" | "published";
                        createdAt: string;
                        updatedAt: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            /** @description The streaming or royalty opportunity is not published (code CONTENT_NOT_PUBLISHED). Or: Idempotency-Key in use: a request with the same key is still being processed (code IDEMPOTENCY_KEY_IN_PROGRESS). Retry after Retry-After seconds. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            414: components["responses"]["UriTooLong"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["IdempotencyKeyReused"];
            500: components["responses"]["InternalError"];
        };
    };
    listContentProjects: {
        parameters: {
            query?: {
                status?: "draft" | "published";
                page?: number;
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            id: string;
                            name: string;
                            commodity: string;
                            region: string;
                            developer: string;
                            /** @enum {string} */
                            stage: "Exploration" | "Pre-feasibility" | "Feasibility" | "Development" | "Construction";
                            seekingAmount: number;
                            metrics: {
                                reserves: string;
                                grade: string;
                                mineLifeYears: number;
                                irrPercent: number;
                                npv: number | null;
                                initialCapex: number | null;
                                annualProduction: string | null;
                            };
                            summary: string;
                            publishedAt: string | null;
                            example: boolean;
                            details: string;
                            useOfFunds: string[];
                            /** @enum {string} */
                            contentStatus: "draft" | "published";
                            createdAt: string;
                            updatedAt: string;
                        }[];
                        total: number;
                        page: number;
                        totalPages: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["InternalError"];
        };
    };
    createContentProject: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Makes a retry safe: the same key and body from the same caller within 24 hours answer the first result again (with `Idempotent-Replayed: true`) and create nothing new; the same key with another body answers 422. Use a new random key (a UUID) for each new request.
                 * @example 6f1c2a4e-8d3b-4c55-9e7a-0b1d2c3e4f50
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    commodity: string;
                    region: string;
                    developer: string;
                    /** @enum {string} */
                    stage: "Exploration" | "Pre-feasibility" | "Feasibility" | "Development" | "Construction";
                    seekingAmount: number;
                    metrics: {
                        reserves: string;
                        grade: string;
                        mineLifeYears: number;
                        irrPercent: number;
                        npv: number | null;
                        initialCapex: number | null;
                        annualProduction: string | null;
                    };
                    summary: string;
                    details: string;
                    useOfFunds: string[];
                };
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        name: string;
                        commodity: string;
                        region: string;
                        developer: string;
                        /** @enum {string} */
                        stage: "Exploration" | "Pre-feasibility" | "Feasibility" | "Development" | "Construction";
                        seekingAmount: number;
                        metrics: {
                            reserves: string;
                            grade: string;
                            mineLifeYears: number;
                            irrPercent: number;
                            npv: number | null;
                            initialCapex: number | null;
                            annualProduction: string | null;
                        };
                        summary: string;
                        publishedAt: string | null;
                        example: boolean;
                        details: string;
                        useOfFunds: string[];
                        /** @enum {string} */
                        contentStatus: "draft" | "published";
                        createdAt: string;
                        updatedAt: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["IdempotencyInProgress"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["IdempotencyKeyReused"];
            500: components["responses"]["InternalError"];
        };
    };
    getContentProject: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        name: string;
                        commodity: string;
                        region: string;
                        developer: string;
                        /** @enum {string} */
                        stage: "Exploration" | "Pre-feasibility" | "Feasibility" | "Development" | "Construction";
                        seekingAmount: number;
                        metrics: {
                            reserves: string;
                            grade: string;
                            mineLifeYears: number;
                            irrPercent: number;
                            npv: number | null;
                            initialCapex: number | null;
                            annualProduction: string | null;
                        };
                        summary: string;
                        publishedAt: string | null;
                        example: boolean;
                        details: string;
                        useOfFunds: string[];
                        /** @enum {string} */
                        contentStatus: "draft" | "published";
                        createdAt: string;
                        updatedAt: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            414: components["responses"]["UriTooLong"];
            500: components["responses"]["InternalError"];
        };
    };
    updateContentProject: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    commodity: string;
                    region: string;
                    developer: string;
                    /** @enum {string} */
                    stage: "Exploration" | "Pre-feasibility" | "Feasibility" | "Development" | "Construction";
                    seekingAmount: number;
                    metrics: {
                        reserves: string;
                        grade: string;
                        mineLifeYears: number;
                        irrPercent: number;
                        npv: number | null;
                        initialCapex: number | null;
                        annualProduction: string | null;
                    };
                    summary: string;
                    details: string;
                    useOfFunds: string[];
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        name: string;
                        commodity: string;
                        region: string;
                        developer: string;
                        /** @enum {string} */
                        stage: "Exploration" | "Pre-feasibility" | "Feasibility" | "Development" | "Construction";
                        seekingAmount: number;
                        metrics: {
                            reserves: string;
                            grade: string;
                            mineLifeYears: number;
                            irrPercent: number;
                            npv: number | null;
                            initialCapex: number | null;
                            annualProduction: string | null;
                        };
                        summary: string;
                        publishedAt: string | null;
                        example: boolean;
                        details: string;
                        useOfFunds: string[];
                        /** @enum {string} */
                        contentStatus: "draft" | "published";
                        createdAt: string;
                        updatedAt: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            414: components["responses"]["UriTooLong"];
            415: components["responses"]["UnsupportedMediaType"];
            500: components["responses"]["InternalError"];
        };
    };
    deleteContentProject: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        message: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            414: components["responses"]["UriTooLong"];
            500: components["responses"]["InternalError"];
        };
    };
    publishContentProject: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Makes a retry safe: the same key and body from the same caller within 24 hours answer the first result again (with `Idempotent-Replayed: true`) and create nothing new; the same key with another body answers 422. Use a new random key (a UUID) for each new request.
                 * @example 6f1c2a4e-8d3b-4c55-9e7a-0b1d2c3e4f50
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        name: string;
                        commodity: string;
                        region: string;
                        developer: string;
                        /** @enum {string} */
                        stage: "Exploration" | "Pre-feasibility" | "Feasibility" | "Development" | "Construction";
                        seekingAmount: number;
                        metrics: {
                            reserves: string;
                            grade: string;
                            mineLifeYears: number;
                            irrPercent: number;
                            npv: number | null;
                            initialCapex: number | null;
                            annualProduction: string | null;
                        };
                        summary: string;
                        publishedAt: string | null;
                        example: boolean;
                        details: string;
                        useOfFunds: string[];
                        /** @enum {string} */
                        contentStatus: "draft" | "published";
                        createdAt: string;
                        updatedAt: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            /** @description The project seeking capital is already published (code CONTENT_ALREADY_PUBLISHED). Or: Idempotency-Key in use: a request with the same key is still being processed (code IDEMPOTENCY_KEY_IN_PROGRESS). Retry after Retry-After seconds. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            414: components["responses"]["UriTooLong"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["IdempotencyKeyReused"];
            500: components["responses"]["InternalError"];
        };
    };
    unpublishContentProject: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Makes a retry safe: the same key and body from the same caller within 24 hours answer the first result again (with `Idempotent-Replayed: true`) and create nothing new; the same key with another body answers 422. Use a new random key (a UUID) for each new request.
                 * @example 6f1c2a4e-8d3b-4c55-9e7a-0b1d2c3e4f50
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        name: string;
                        commodity: string;
                        region: string;
                        developer: string;
                        /** @enum {string} */
                        stage: "Exploration" | "Pre-feasibility" | "Feasibility" | "Development" | "Construction";
                        seekingAmount: number;
                        metrics: {
                            reserves: string;
                            grade: string;
                            mineLifeYears: number;
                            irrPercent: number;
                            npv: number | null;
                            initialCapex: number | null;
                            annualProduction: string | null;
                        };
                        summary: string;
                        publishedAt: string | null;
                        example: boolean;
                        details: string;
                        useOfFunds: string[];
                        /** @enum {string} */
                        contentStatus: "draft" | "published";
                        createdAt: string;
                        updatedAt: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            /** @description The project seeking capital is not published (code CONTENT_NOT_PUBLISHED). Or: Idempotency-Key in use: a request with the same key is still being processed (code IDEMPOTENCY_KEY_IN_PROGRESS). Retry after Retry-After seconds. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            414: components["responses"]["UriTooLong"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["IdempotencyKeyReused"];
            500: components["responses"]["InternalError"];
        };
    };
    listCommodities: {
        parameters: {
            query?: {
                category?: "gold" | "fuel";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        commodities: {
                            id: string;
                            name: string;
                            symbol: string;
                            /** @enum {string} */
                            category: "gold" | "fuel";
                            /** @enum {string} */
                            unit: "oz" | "MT";
                            description: string;
                            isActive: boolean;
                        }[];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["Maintenance"];
        };
    };
    getCommodity: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        name: string;
                        symbol: string;
                        /** @enum {string} */
                        category: "gold" | "fuel";
                        /** @enum {string} */
                        unit: "oz" | "MT";
                        description: string;
                        isActive: boolean;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            414: components["responses"]["UriTooLong"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["Maintenance"];
        };
    };
    getGoldTradingInfo: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        category: "gold";
                        commodity: {
                            id: string;
                            name: string;
                            symbol: string;
                            /** @enum {string} */
                            category: "gold" | "fuel";
                            /** @enum {string} */
                            unit: "oz" | "MT";
                            description: string;
                            isActive: boolean;
                        };
                        /** @enum {string} */
                        unit: "oz";
                        /** @enum {string} */
                        currency: "USD";
                        deliveryLocations: {
                            value: string;
                            label: string;
                        }[];
                        terms: {
                            value: string;
                            label: string;
                        }[];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["Maintenance"];
        };
    };
    getFuelTradingInfo: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        category: "fuel";
                        commodities: {
                            id: string;
                            name: string;
                            symbol: string;
                            /** @enum {string} */
                            category: "gold" | "fuel";
                            /** @enum {string} */
                            unit: "oz" | "MT";
                            description: string;
                            isActive: boolean;
                        }[];
                        /** @enum {string} */
                        unit: "MT";
                        /** @enum {string} */
                        currency: "USD";
                        originPorts: {
                            value: string;
                            label: string;
                        }[];
                        deliveryModes: {
                            value: string;
                            label: string;
                        }[];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["Maintenance"];
        };
    };
    listContracts: {
        parameters: {
            query?: {
                status?: "draft" | "pending" | "active" | "executed" | "cancelled" | "expired";
                commodityId?: string;
                q?: string;
                from?: string;
                to?: string;
                page?: number;
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        contracts: components["schemas"]["Contract"][];
                        total: number;
                        page: number;
                        totalPages: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["Maintenance"];
        };
    };
    createContract: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Makes a retry safe: the same key and body from the same caller within 24 hours answer the first result again (with `Idempotent-Replayed: true`) and create nothing new; the same key with another body answers 422. Use a new random key (a UUID) for each new request.
                 * @example 6f1c2a4e-8d3b-4c55-9e7a-0b1d2c3e4f50
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: uuid */
                    buyerId?: string;
                    /** Format: uuid */
                    sellerId?: string | null;
                    /** Format: uuid */
                    commodityId: string;
                    /** @enum {string} */
                    contractType: "spot" | "forward";
                    quantity: number;
                    unitPrice: number;
                    /**
                     * @default USD
                     * @enum {string}
                     */
                    currency?: "USD";
                    /** Format: date */
                    deliveryDate: string;
                    deliveryLocation: string;
                    /** @enum {string|null} */
                    incoterm?: "CIF" | "FOB" | "TTM" | "TTT" | "TTV" | null;
                    incotermPlace?: string | null;
                    /** @enum {string|null} */
                    paymentTerms?: "LC at sight" | "Usance LC" | "SBLC" | "TT in advance" | "TT against documents" | "Escrow" | null;
                    specifications?: string | null;
                    quantityTolerancePercent?: number;
                    /** Format: date */
                    deliveryWindowStart?: string | null;
                };
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Contract"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            /** @description A trader may draw up a contract only as its buyer. Or: The caller's role may not call this, or the account must first finish its setup (verify its email, replace a temporary password); the administrators' routes also answer 403 outside the admin IP allowlist. A personal API token answers 403 on an operation that does not take tokens (API_TOKEN_NOT_ACCEPTED), without the scope it needs (API_TOKEN_SCOPE), or once its owner has no Enterprise package (ENTERPRISE_REQUIRED). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            409: components["responses"]["IdempotencyInProgress"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["IdempotencyKeyReused"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["Maintenance"];
        };
    };
    getContract: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Contract"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            414: components["responses"]["UriTooLong"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["Maintenance"];
        };
    };
    updateContract: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: uuid */
                    sellerId?: string | null;
                    /** Format: uuid */
                    commodityId?: string;
                    /** @enum {string} */
                    contractType?: "spot" | "forward";
                    quantity?: number;
                    unitPrice?: number;
                    /** @enum {string} */
                    currency?: "USD";
                    /** Format: date */
                    deliveryDate?: string;
                    deliveryLocation?: string;
                    /** @enum {string|null} */
                    incoterm?: "CIF" | "FOB" | "TTM" | "TTT" | "TTV" | null;
                    incotermPlace?: string | null;
                    /** @enum {string|null} */
                    paymentTerms?: "LC at sight" | "Usance LC" | "SBLC" | "TT in advance" | "TT against documents" | "Escrow" | null;
                    specifications?: string | null;
                    quantityTolerancePercent?: number;
                    /** Format: date */
                    deliveryWindowStart?: string | null;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Contract"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            /** @description The caller is not the party that may make this move (code CONTRACT_ACTION_FORBIDDEN). Or: The caller's role may not call this, or the account must first finish its setup (verify its email, replace a temporary password); the administrators' routes also answer 403 outside the admin IP allowlist. A personal API token answers 403 on an operation that does not take tokens (API_TOKEN_NOT_ACCEPTED), without the scope it needs (API_TOKEN_SCOPE), or once its owner has no Enterprise package (ENTERPRISE_REQUIRED). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            404: components["responses"]["NotFound"];
            /** @description The move is not open from the contract's status, or the contract changed meanwhile (code CONTRACT_TRANSITION_INVALID). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            414: components["responses"]["UriTooLong"];
            415: components["responses"]["UnsupportedMediaType"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["Maintenance"];
        };
    };
    signContract: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: uuid */
                    contractId: string;
                    typedName: string;
                    /** @enum {boolean} */
                    consent: true;
                    password?: string;
                    totpCode?: string;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Contract"];
                };
            };
            /** @description Invalid body, or the typed name is not the account's full name (code SIGNATURE_NAME_MISMATCH). Or: The request is malformed, or its input breaks the schema: `details` lists each problem as {path, message}. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            401: components["responses"]["Unauthorized"];
            /** @description The password or authenticator code is wrong or missing (code SIGNATURE_REAUTH_FAILED), or the caller is not a party who may sign (code CONTRACT_ACTION_FORBIDDEN). Or: The caller's role may not call this, or the account must first finish its setup (verify its email, replace a temporary password); the administrators' routes also answer 403 outside the admin IP allowlist. A personal API token answers 403 on an operation that does not take tokens (API_TOKEN_NOT_ACCEPTED), without the scope it needs (API_TOKEN_SCOPE), or once its owner has no Enterprise package (ENTERPRISE_REQUIRED). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description No such contract, or none the caller is party to. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The move is not open from the contract's status, or the contract changed meanwhile (code CONTRACT_TRANSITION_INVALID). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["Maintenance"];
        };
    };
    downloadContractPdf: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The contract (Content-Disposition: attachment; filename="<contractNumber>.pdf") */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            414: components["responses"]["UriTooLong"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["Maintenance"];
        };
    };
    verifyContract: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": {
                    /**
                     * Format: binary
                     * @description The contract PDF, at most 10 MB
                     */
                    file: string;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ContractVerification"];
                };
            };
            /** @description No file, or the file is not a PDF. Or: The request is malformed, or its input breaks the schema: `details` lists each problem as {path, message}. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The file is over 10 MB. Or: The body is larger than this operation accepts. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The body is not multipart/form-data. Or: The body is not in a media type this operation accepts (JSON unless stated otherwise). */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
        };
    };
    sendContract: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Contract"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            /** @description The caller is not the party that may make this move (code CONTRACT_ACTION_FORBIDDEN). Or: The caller's role may not call this, or the account must first finish its setup (verify its email, replace a temporary password); the administrators' routes also answer 403 outside the admin IP allowlist. A personal API token answers 403 on an operation that does not take tokens (API_TOKEN_NOT_ACCEPTED), without the scope it needs (API_TOKEN_SCOPE), or once its owner has no Enterprise package (ENTERPRISE_REQUIRED). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            404: components["responses"]["NotFound"];
            /** @description The move is not open from the contract's status, or the contract changed meanwhile (code CONTRACT_TRANSITION_INVALID). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            414: components["responses"]["UriTooLong"];
            415: components["responses"]["UnsupportedMediaType"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["Maintenance"];
        };
    };
    executeContract: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Contract"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            /** @description The caller is not the party that may make this move (code CONTRACT_ACTION_FORBIDDEN). Or: The caller's role may not call this, or the account must first finish its setup (verify its email, replace a temporary password); the administrators' routes also answer 403 outside the admin IP allowlist. A personal API token answers 403 on an operation that does not take tokens (API_TOKEN_NOT_ACCEPTED), without the scope it needs (API_TOKEN_SCOPE), or once its owner has no Enterprise package (ENTERPRISE_REQUIRED). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            404: components["responses"]["NotFound"];
            /** @description The move is not open from the contract's status, or the contract changed meanwhile (code CONTRACT_TRANSITION_INVALID). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            414: components["responses"]["UriTooLong"];
            415: components["responses"]["UnsupportedMediaType"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["Maintenance"];
        };
    };
    cancelContract: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    reason: string;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Contract"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            /** @description The caller is not the party that may make this move (code CONTRACT_ACTION_FORBIDDEN). Or: The caller's role may not call this, or the account must first finish its setup (verify its email, replace a temporary password); the administrators' routes also answer 403 outside the admin IP allowlist. A personal API token answers 403 on an operation that does not take tokens (API_TOKEN_NOT_ACCEPTED), without the scope it needs (API_TOKEN_SCOPE), or once its owner has no Enterprise package (ENTERPRISE_REQUIRED). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            404: components["responses"]["NotFound"];
            /** @description The move is not open from the contract's status, or the contract changed meanwhile (code CONTRACT_TRANSITION_INVALID). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            414: components["responses"]["UriTooLong"];
            415: components["responses"]["UnsupportedMediaType"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["Maintenance"];
        };
    };
    listMyOrders: {
        parameters: {
            query?: {
                side?: "buy" | "sell";
                status?: "pending" | "active" | "matched" | "in_negotiation" | "contract_signed" | "completed" | "cancelled" | "rejected";
                page?: number;
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        orders: components["schemas"]["Order"][];
                        total: number;
                        page: number;
                        totalPages: number;
                        counts: {
                            pending: number;
                            active: number;
                            matched: number;
                            in_negotiation: number;
                            contract_signed: number;
                            completed: number;
                            cancelled: number;
                            rejected: number;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["Maintenance"];
        };
    };
    placeOrder: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Makes a retry safe: the same key and body from the same caller within 24 hours answer the first result again (with `Idempotent-Replayed: true`) and create nothing new; the same key with another body answers 422. Use a new random key (a UUID) for each new request.
                 * @example 6f1c2a4e-8d3b-4c55-9e7a-0b1d2c3e4f50
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: uuid */
                    commodityId: string;
                    commodityDetails?: string | null;
                    quantity: number;
                    priceRange: {
                        min: number;
                        max: number;
                    };
                    location: string;
                    terms: ("CIF" | "FOB" | "TTM" | "TTT" | "TTV")[];
                    /** Format: date */
                    deliveryDate: string;
                    specifications?: string | null;
                    /**
                     * @default medium
                     * @enum {string}
                     */
                    priority?: "low" | "medium" | "high" | "urgent";
                    /** @default false */
                    urgent?: boolean;
                    /**
                     * @default {
                     *       "quantity": 0,
                     *       "price": 0,
                     *       "location": false,
                     *       "terms": false
                     *     }
                     */
                    flexibility?: {
                        /** @default 0 */
                        quantity?: number;
                        /** @default 0 */
                        price?: number;
                        /** @default false */
                        location?: boolean;
                        /** @default false */
                        terms?: boolean;
                    };
                };
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Order"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            /** @description Trading needs approved KYC documents while the platform requires them (code KYC_REQUIRED). Or: The caller's role may not call this, or the account must first finish its setup (verify its email, replace a temporary password); the administrators' routes also answer 403 outside the admin IP allowlist. A personal API token answers 403 on an operation that does not take tokens (API_TOKEN_NOT_ACCEPTED), without the scope it needs (API_TOKEN_SCOPE), or once its owner has no Enterprise package (ENTERPRISE_REQUIRED). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The commodity does not exist. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            409: components["responses"]["IdempotencyInProgress"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["IdempotencyKeyReused"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["Maintenance"];
        };
    };
    getOrder: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Order"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            414: components["responses"]["UriTooLong"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["Maintenance"];
        };
    };
    updateOrder: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: uuid */
                    commodityId?: string;
                    commodityDetails?: string | null;
                    quantity?: number;
                    priceRange?: {
                        min: number;
                        max: number;
                    };
                    location?: string;
                    terms?: ("CIF" | "FOB" | "TTM" | "TTT" | "TTV")[];
                    /** Format: date */
                    deliveryDate?: string;
                    specifications?: string | null;
                    /** @enum {string} */
                    priority?: "low" | "medium" | "high" | "urgent";
                    urgent?: boolean;
                    flexibility?: {
                        /** @default 0 */
                        quantity?: number;
                        /** @default 0 */
                        price?: number;
                        /** @default false */
                        location?: boolean;
                        /** @default false */
                        terms?: boolean;
                    };
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Order"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            /** @description Trading needs approved KYC documents while the platform requires them (code KYC_REQUIRED). Or: The caller's role may not call this, or the account must first finish its setup (verify its email, replace a temporary password); the administrators' routes also answer 403 outside the admin IP allowlist. A personal API token answers 403 on an operation that does not take tokens (API_TOKEN_NOT_ACCEPTED), without the scope it needs (API_TOKEN_SCOPE), or once its owner has no Enterprise package (ENTERPRISE_REQUIRED). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            404: components["responses"]["NotFound"];
            /** @description The order is no longer pending or active (code ORDER_TRANSITION_INVALID). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            414: components["responses"]["UriTooLong"];
            415: components["responses"]["UnsupportedMediaType"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["Maintenance"];
        };
    };
    cancelOrder: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Order"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            /** @description The order is no longer pending or active (code ORDER_TRANSITION_INVALID). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            414: components["responses"]["UriTooLong"];
            415: components["responses"]["UnsupportedMediaType"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["Maintenance"];
        };
    };
    listTrades: {
        parameters: {
            query?: {
                search?: string;
                status?: "pending" | "active" | "matched" | "in_negotiation" | "contract_signed" | "completed" | "cancelled" | "rejected";
                commodity?: "gold" | "fuel";
                side?: "buy" | "sell";
                page?: number;
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        trades: components["schemas"]["AdminTrade"][];
                        total: number;
                        page: number;
                        totalPages: number;
                        summary: {
                            total: number;
                            pendingApproval: number;
                            active: number;
                            completed: number;
                            tradedVolume: number;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["InternalError"];
        };
    };
    exportTrades: {
        parameters: {
            query?: {
                search?: string;
                status?: "pending" | "active" | "matched" | "in_negotiation" | "contract_signed" | "completed" | "cancelled" | "rejected";
                commodity?: "gold" | "fuel";
                side?: "buy" | "sell";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The trades, one line each */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["InternalError"];
        };
    };
    getTrade: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminTrade"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            414: components["responses"]["UriTooLong"];
            500: components["responses"]["InternalError"];
        };
    };
    approveTrade: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    notes?: string | null;
                } | null;
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Order"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            /** @description The trade is no longer pending (code ORDER_TRANSITION_INVALID). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            414: components["responses"]["UriTooLong"];
            415: components["responses"]["UnsupportedMediaType"];
            500: components["responses"]["InternalError"];
        };
    };
    rejectTrade: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    notes?: string | null;
                } | null;
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Order"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            /** @description The trade is no longer pending (code ORDER_TRANSITION_INVALID). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            414: components["responses"]["UriTooLong"];
            415: components["responses"]["UnsupportedMediaType"];
            500: components["responses"]["InternalError"];
        };
    };
    listMyDeals: {
        parameters: {
            query?: {
                status?: "negotiating" | "agreed" | "contract_pending_signature" | "active" | "executed" | "cancelled" | "expired";
                orderId?: string;
                page?: number;
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        deals: components["schemas"]["DealSummary"][];
                        total: number;
                        page: number;
                        totalPages: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["Maintenance"];
        };
    };
    getDeal: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Deal"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /** @description No such deal (or offer), or not one the caller takes part in. Or: No such object, or none the caller may see (another user’s object answers 404 too, never 403). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            414: components["responses"]["UriTooLong"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["Maintenance"];
        };
    };
    makeOffer: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Makes a retry safe: the same key and body from the same caller within 24 hours answer the first result again (with `Idempotent-Replayed: true`) and create nothing new; the same key with another body answers 422. Use a new random key (a UUID) for each new request.
                 * @example 6f1c2a4e-8d3b-4c55-9e7a-0b1d2c3e4f50
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    unitPrice: number;
                    quantity: number;
                    /** Format: date */
                    deliveryDate: string;
                    location: string;
                    /** @enum {string} */
                    incoterm: "CIF" | "FOB" | "TTM" | "TTT" | "TTV";
                    /** @enum {string} */
                    paymentTerms: "LC at sight" | "Usance LC" | "SBLC" | "TT in advance" | "TT against documents" | "Escrow";
                    specifications?: string | null;
                    /** Format: date-time */
                    validUntil?: string;
                    note?: string | null;
                };
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        offer: components["schemas"]["DealOffer"];
                        deal: components["schemas"]["Deal"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            /** @description KYC is not approved while trading requires it (code KYC_REQUIRED). Or: The caller's role may not call this, or the account must first finish its setup (verify its email, replace a temporary password); the administrators' routes also answer 403 outside the admin IP allowlist. A personal API token answers 403 on an operation that does not take tokens (API_TOKEN_NOT_ACCEPTED), without the scope it needs (API_TOKEN_SCOPE), or once its owner has no Enterprise package (ENTERPRISE_REQUIRED). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description No such deal (or offer), or not one the caller takes part in. Or: No such object, or none the caller may see (another user’s object answers 404 too, never 403). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The deal is no longer negotiating (code DEAL_NOT_NEGOTIATING), or another move came first (DEAL_CHANGED). Or: Idempotency-Key in use: a request with the same key is still being processed (code IDEMPOTENCY_KEY_IN_PROGRESS). Retry after Retry-After seconds. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            414: components["responses"]["UriTooLong"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["IdempotencyKeyReused"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["Maintenance"];
        };
    };
    acceptOffer: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
                offerId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Deal"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            /** @description The caller made this offer, or is not the buyer or the seller (code DEAL_ACTION_FORBIDDEN). Or: The caller's role may not call this, or the account must first finish its setup (verify its email, replace a temporary password); the administrators' routes also answer 403 outside the admin IP allowlist. A personal API token answers 403 on an operation that does not take tokens (API_TOKEN_NOT_ACCEPTED), without the scope it needs (API_TOKEN_SCOPE), or once its owner has no Enterprise package (ENTERPRISE_REQUIRED). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description No such deal (or offer), or not one the caller takes part in. Or: No such object, or none the caller may see (another user’s object answers 404 too, never 403). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The deal is no longer negotiating (DEAL_NOT_NEGOTIATING), the offer was decided already (DEAL_OFFER_NOT_OPEN), has expired (DEAL_OFFER_EXPIRED) or was accepted by the caller's side already (DEAL_OFFER_ALREADY_ACCEPTED), or another move came first (DEAL_CHANGED). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            414: components["responses"]["UriTooLong"];
            415: components["responses"]["UnsupportedMediaType"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["Maintenance"];
        };
    };
    rejectOffer: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
                offerId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    reason?: string | null;
                } | null;
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Deal"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            /** @description The caller made this offer, or is not the buyer or the seller (code DEAL_ACTION_FORBIDDEN). Or: The caller's role may not call this, or the account must first finish its setup (verify its email, replace a temporary password); the administrators' routes also answer 403 outside the admin IP allowlist. A personal API token answers 403 on an operation that does not take tokens (API_TOKEN_NOT_ACCEPTED), without the scope it needs (API_TOKEN_SCOPE), or once its owner has no Enterprise package (ENTERPRISE_REQUIRED). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description No such deal (or offer), or not one the caller takes part in. Or: No such object, or none the caller may see (another user’s object answers 404 too, never 403). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The deal is no longer negotiating (DEAL_NOT_NEGOTIATING), the offer was decided already (DEAL_OFFER_NOT_OPEN), has expired (DEAL_OFFER_EXPIRED) or was accepted by the caller's side already (DEAL_OFFER_ALREADY_ACCEPTED), or another move came first (DEAL_CHANGED). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            414: components["responses"]["UriTooLong"];
            415: components["responses"]["UnsupportedMediaType"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["Maintenance"];
        };
    };
    listDealMessages: {
        parameters: {
            query?: {
                limit?: number;
                before?: number;
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        messages: components["schemas"]["DealMessage"][];
                        total: number;
                        unread: number;
                        hasMore: boolean;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /** @description No such deal (or offer), or not one the caller takes part in. Or: No such object, or none the caller may see (another user’s object answers 404 too, never 403). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            414: components["responses"]["UriTooLong"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["Maintenance"];
        };
    };
    postDealMessage: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Makes a retry safe: the same key and body from the same caller within 24 hours answer the first result again (with `Idempotent-Replayed: true`) and create nothing new; the same key with another body answers 422. Use a new random key (a UUID) for each new request.
                 * @example 6f1c2a4e-8d3b-4c55-9e7a-0b1d2c3e4f50
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    text: string;
                };
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DealMessage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /** @description No such deal (or offer), or not one the caller takes part in. Or: No such object, or none the caller may see (another user’s object answers 404 too, never 403). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The deal was cancelled or has expired (code DEAL_CLOSED). Or: Idempotency-Key in use: a request with the same key is still being processed (code IDEMPOTENCY_KEY_IN_PROGRESS). Retry after Retry-After seconds. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            414: components["responses"]["UriTooLong"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["IdempotencyKeyReused"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["Maintenance"];
        };
    };
    rateDealParty: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Makes a retry safe: the same key and body from the same caller within 24 hours answer the first result again (with `Idempotent-Replayed: true`) and create nothing new; the same key with another body answers 422. Use a new random key (a UUID) for each new request.
                 * @example 6f1c2a4e-8d3b-4c55-9e7a-0b1d2c3e4f50
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    score: number;
                    comment?: string | null;
                };
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DealRating"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /** @description No such deal, or not one the caller takes part in. Or: No such object, or none the caller may see (another user’s object answers 404 too, never 403). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The deal's contract is not executed yet (code DEAL_NOT_EXECUTED), or the caller rated already (DEAL_ALREADY_RATED). Or: Idempotency-Key in use: a request with the same key is still being processed (code IDEMPOTENCY_KEY_IN_PROGRESS). Retry after Retry-After seconds. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            414: components["responses"]["UriTooLong"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["IdempotencyKeyReused"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["Maintenance"];
        };
    };
    listDealRatings: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        ratings: components["schemas"]["DealRating"][];
                        canRate: boolean;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /** @description No such deal, or not one the caller takes part in. Or: No such object, or none the caller may see (another user’s object answers 404 too, never 403). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            414: components["responses"]["UriTooLong"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["Maintenance"];
        };
    };
    listMatchSuggestions: {
        parameters: {
            query?: {
                commodity?: "gold" | "fuel";
                search?: string;
                highCompatibility?: "true" | "false";
                page?: number;
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        suggestions: {
                            buyTrade: components["schemas"]["Order"];
                            sellTrade: components["schemas"]["Order"];
                            matchScore: number;
                            compatibility: {
                                commodity: boolean;
                                quantity: number;
                                price: number;
                                location: boolean;
                                terms: number;
                            };
                            potentialProfit: number;
                            risks: string[];
                        }[];
                        total: number;
                        page: number;
                        totalPages: number;
                        stats: {
                            buyRequests: number;
                            sellOffers: number;
                            suggestions: number;
                            averageScore: number;
                            kycRequired: boolean;
                            excludedForKyc: number;
                            excludedInactiveOwner: number;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["InternalError"];
        };
    };
    confirmMatch: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Makes a retry safe: the same key and body from the same caller within 24 hours answer the first result again (with `Idempotent-Replayed: true`) and create nothing new; the same key with another body answers 422. Use a new random key (a UUID) for each new request.
                 * @example 6f1c2a4e-8d3b-4c55-9e7a-0b1d2c3e4f50
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: uuid */
                    buyOrderId: string;
                    /** Format: uuid */
                    sellOrderId: string;
                    agreedPrice?: number;
                };
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        match: components["schemas"]["Match"];
                        contract: components["schemas"]["Contract"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /** @description One of the orders does not exist. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description One of the orders is no longer active (code MATCH_ORDER_NOT_ACTIVE). Or: Idempotency-Key in use: a request with the same key is still being processed (code IDEMPOTENCY_KEY_IN_PROGRESS). Retry after Retry-After seconds. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["IdempotencyKeyReused"];
            500: components["responses"]["InternalError"];
        };
    };
    proposeAutoMatches: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        proposals: {
                            buyTrade: components["schemas"]["Order"];
                            sellTrade: components["schemas"]["Order"];
                            matchScore: number;
                            compatibility: {
                                commodity: boolean;
                                quantity: number;
                                price: number;
                                location: boolean;
                                terms: number;
                            };
                            potentialProfit: number;
                            risks: string[];
                        }[];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            500: components["responses"]["InternalError"];
        };
    };
    listMyMatches: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Match"][];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["Maintenance"];
        };
    };
    getDashboardStats: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        activeContracts: number;
                        pendingActions: number;
                        tradeVolume: number;
                        revenue: number;
                        contractsByStatus: {
                            active: number;
                            pending: number;
                            completed: number;
                            draft: number;
                        };
                        recentActivity: {
                            id: string;
                            /** @enum {string} */
                            type: "login" | "contract_created" | "contract_sent" | "contract_signed" | "contract_activated" | "contract_executed" | "contract_cancelled" | "contract_expired" | "document_uploaded" | "document_deleted" | "document_verified" | "document_rejected" | "profile_updated" | "password_changed" | "preferences_updated" | "order_created" | "order_updated" | "order_approved" | "order_rejected" | "order_cancelled" | "order_matched" | "order_contract_signed" | "order_completed" | "deal_opened" | "deal_offer_made" | "deal_offer_accepted" | "deal_offer_rejected" | "deal_agreed";
                            title: string;
                            description: string;
                            entityType: string | null;
                            entityId: string | null;
                            timestamp: string;
                        }[];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["Maintenance"];
        };
    };
    uploadDocument: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Makes a retry safe: the same key and body from the same caller within 24 hours answer the first result again (with `Idempotent-Replayed: true`) and create nothing new; the same key with another body answers 422. Use a new random key (a UUID) for each new request.
                 * @example 6f1c2a4e-8d3b-4c55-9e7a-0b1d2c3e4f50
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": {
                    /**
                     * Format: binary
                     * @description pdf, doc, docx, jpg, jpeg, png or txt, at most 10 MB
                     */
                    file: string;
                    /** @enum {string} */
                    documentType: "kyc" | "pof" | "registration" | "contract" | "icpo" | "cpa" | "invoice" | "shipping" | "other" | "loi" | "spa" | "cis" | "bill_of_lading" | "certificate_of_origin" | "assay_certificate" | "inspection_report" | "insurance_certificate";
                    documentName: string;
                    description?: string;
                    /**
                     * Format: uuid
                     * @description A contract the caller is party to
                     */
                    contractId?: string;
                    /**
                     * Format: uuid
                     * @description Shares the document with this deal (the caller is its buyer, its seller or the desk)
                     */
                    dealId?: string;
                };
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        message: string;
                        document: components["schemas"]["Document"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /** @description The deal named by `dealId` does not exist or the caller takes no part in it. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The deal named by `dealId` was cancelled or has expired (code DEAL_CLOSED). Or: Idempotency-Key in use: a request with the same key is still being processed (code IDEMPOTENCY_KEY_IN_PROGRESS). Retry after Retry-After seconds. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The file is over 10 MB, or a .docx unpacks to more than 100 MB. Or: The body is larger than this operation accepts. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The body is not multipart/form-data, or the file is not of an accepted kind. Or: The body is not in a media type this operation accepts (JSON unless stated otherwise). */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            422: components["responses"]["IdempotencyKeyReused"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["Maintenance"];
        };
    };
    listDocuments: {
        parameters: {
            query?: {
                search?: string;
                type?: "kyc" | "pof" | "registration" | "contract" | "icpo" | "cpa" | "invoice" | "shipping" | "other" | "loi" | "spa" | "cis" | "bill_of_lading" | "certificate_of_origin" | "assay_certificate" | "inspection_report" | "insurance_certificate" | "all";
                status?: "pending" | "in-review" | "verified" | "approved" | "rejected" | "all";
                page?: number;
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        documents: components["schemas"]["Document"][];
                        total: number;
                        page: number;
                        totalPages: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["Maintenance"];
        };
    };
    listDealDocuments: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        documents: components["schemas"]["DealDocument"][];
                        total: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            414: components["responses"]["UriTooLong"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["Maintenance"];
        };
    };
    getDocument: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Document"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            414: components["responses"]["UriTooLong"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["Maintenance"];
        };
    };
    deleteDocument: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        message: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            414: components["responses"]["UriTooLong"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["Maintenance"];
        };
    };
    downloadDocument: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The file (Content-Disposition: attachment) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": string;
                    "application/msword": string;
                    "application/vnd.openxmlformats-officedocument.wordprocessingml.document": string;
                    "image/jpeg": string;
                    "image/png": string;
                    "text/plain": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            414: components["responses"]["UriTooLong"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["Maintenance"];
        };
    };
    previewDocument: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The file, shown inline */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": string;
                    "image/jpeg": string;
                    "image/png": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            414: components["responses"]["UriTooLong"];
            /** @description The document is not a PDF or an image (code NOT_PREVIEWABLE): download it instead. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            500: components["responses"]["InternalError"];
            503: components["responses"]["Maintenance"];
        };
    };
    listAllDocuments: {
        parameters: {
            query?: {
                search?: string;
                type?: "kyc" | "pof" | "registration" | "contract" | "icpo" | "cpa" | "invoice" | "shipping" | "other" | "loi" | "spa" | "cis" | "bill_of_lading" | "certificate_of_origin" | "assay_certificate" | "inspection_report" | "insurance_certificate" | "all";
                status?: "pending" | "in-review" | "verified" | "approved" | "rejected" | "all";
                owner?: string;
                page?: number;
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        documents: {
                            id: string;
                            contractId: string | null;
                            dealId: string | null;
                            userId: string;
                            /** @enum {string} */
                            documentType: "kyc" | "pof" | "registration" | "contract" | "icpo" | "cpa" | "invoice" | "shipping" | "other" | "loi" | "spa" | "cis" | "bill_of_lading" | "certificate_of_origin" | "assay_certificate" | "inspection_report" | "insurance_certificate";
                            documentName: string;
                            fileName: string;
                            fileSize: number;
                            mimeType: string;
                            /** @enum {string} */
                            status: "uploaded" | "pending" | "in-review" | "verified" | "approved" | "rejected";
                            uploadedBy: string;
                            description: string | null;
                            reviewNote: string | null;
                            reviewedAt?: string | null;
                            createdAt: string;
                            updatedAt: string;
                            owner: {
                                id: string;
                                email: string;
                                name: string;
                                /** @enum {string} */
                                kycStatus: "approved" | "pending" | "rejected";
                            };
                            reviewedBy: string | null;
                        }[];
                        total: number;
                        page: number;
                        totalPages: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["InternalError"];
        };
    };
    downloadAnyDocument: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The file (Content-Disposition: attachment) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": string;
                    "application/msword": string;
                    "application/vnd.openxmlformats-officedocument.wordprocessingml.document": string;
                    "image/jpeg": string;
                    "image/png": string;
                    "text/plain": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            414: components["responses"]["UriTooLong"];
            500: components["responses"]["InternalError"];
        };
    };
    verifyDocument: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": Record<string, never> | null;
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        message: string;
                        document: {
                            id: string;
                            contractId: string | null;
                            dealId: string | null;
                            userId: string;
                            /** @enum {string} */
                            documentType: "kyc" | "pof" | "registration" | "contract" | "icpo" | "cpa" | "invoice" | "shipping" | "other" | "loi" | "spa" | "cis" | "bill_of_lading" | "certificate_of_origin" | "assay_certificate" | "inspection_report" | "insurance_certificate";
                            documentName: string;
                            fileName: string;
                            fileSize: number;
                            mimeType: string;
                            /** @enum {string} */
                            status: "uploaded" | "pending" | "in-review" | "verified" | "approved" | "rejected";
                            uploadedBy: string;
                            description: string | null;
                            reviewNote: string | null;
                            reviewedAt?: string | null;
                            createdAt: string;
                            updatedAt: string;
                            owner: {
                                id: string;
                                email: string;
                                name: string;
                                /** @enum {string} */
                                kycStatus: "approved" | "pending" | "rejected";
                            };
                            reviewedBy: string | null;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            /** @description The document was already verified or rejected (code DOCUMENT_ALREADY_DECIDED). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            414: components["responses"]["UriTooLong"];
            415: components["responses"]["UnsupportedMediaType"];
            500: components["responses"]["InternalError"];
        };
    };
    rejectDocument: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    reason: string;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        message: string;
                        document: {
                            id: string;
                            contractId: string | null;
                            dealId: string | null;
                            userId: string;
                            /** @enum {string} */
                            documentType: "kyc" | "pof" | "registration" | "contract" | "icpo" | "cpa" | "invoice" | "shipping" | "other" | "loi" | "spa" | "cis" | "bill_of_lading" | "certificate_of_origin" | "assay_certificate" | "inspection_report" | "insurance_certificate";
                            documentName: string;
                            fileName: string;
                            fileSize: number;
                            mimeType: string;
                            /** @enum {string} */
                            status: "uploaded" | "pending" | "in-review" | "verified" | "approved" | "rejected";
                            uploadedBy: string;
                            description: string | null;
                            reviewNote: string | null;
                            reviewedAt?: string | null;
                            createdAt: string;
                            updatedAt: string;
                            owner: {
                                id: string;
                                email: string;
                                name: string;
                                /** @enum {string} */
                                kycStatus: "approved" | "pending" | "rejected";
                            };
                            reviewedBy: string | null;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            /** @description The document was already verified or rejected (code DOCUMENT_ALREADY_DECIDED). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            414: components["responses"]["UriTooLong"];
            415: components["responses"]["UnsupportedMediaType"];
            500: components["responses"]["InternalError"];
        };
    };
    listUsers: {
        parameters: {
            query?: {
                q?: string;
                role?: "trader" | "seller" | "admin";
                status?: "active" | "pending" | "suspended" | "inactive";
                sort?: "createdAt" | "lastLoginAt" | "email" | "name";
                order?: "asc" | "desc";
                page?: number;
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        message: string;
                        users: components["schemas"]["AdminUser"][];
                        total: number;
                        page: number;
                        totalPages: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["InternalError"];
        };
    };
    createUser: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Makes a retry safe: the same key and body from the same caller within 24 hours answer the first result again (with `Idempotent-Replayed: true`) and create nothing new; the same key with another body answers 422. Use a new random key (a UUID) for each new request.
                 * @example 6f1c2a4e-8d3b-4c55-9e7a-0b1d2c3e4f50
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    email: string;
                    firstName: string;
                    lastName: string;
                    /**
                     * @default trader
                     * @enum {string}
                     */
                    role?: "trader" | "seller" | "admin";
                    tempPassword: string;
                };
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        message: string;
                        user: components["schemas"]["AdminUser"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /** @description An account with this email already exists (code EMAIL_TAKEN). Or: Idempotency-Key in use: a request with the same key is still being processed (code IDEMPOTENCY_KEY_IN_PROGRESS). Retry after Retry-After seconds. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["IdempotencyKeyReused"];
            500: components["responses"]["InternalError"];
        };
    };
    exportUsers: {
        parameters: {
            query?: {
                q?: string;
                role?: "trader" | "seller" | "admin";
                status?: "active" | "pending" | "suspended" | "inactive";
                sort?: "createdAt" | "lastLoginAt" | "email" | "name";
                order?: "asc" | "desc";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The users, one line each */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["InternalError"];
        };
    };
    getUser: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        message: string;
                        user: {
                            id: string;
                            email: string;
                            firstName: string;
                            lastName: string;
                            /** @enum {string} */
                            role: "trader" | "seller" | "admin";
                            /** @enum {string} */
                            status: "active" | "pending" | "suspended" | "inactive";
                            emailVerified: boolean;
                            phoneVerified: boolean;
                            /** @enum {string} */
                            kycStatus: "approved" | "pending" | "rejected";
                            createdAt: string;
                            lastLoginAt: string | null;
                            companyName: string | null;
                            phoneNumber: string | null;
                            country: string;
                            mustChangePassword: boolean;
                            twoFactorEnabled: boolean;
                            /** @enum {string} */
                            language: "en" | "ar";
                            totalTrades: number;
                            totalVolume: number;
                            suspensionReason: string | null;
                            suspendedAt: string | null;
                            updatedAt: string;
                            activeSessions: number;
                            lastActiveAt: string | null;
                            passwordExpiresAt: string | null;
                            lockedUntil: string | null;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            414: components["responses"]["UriTooLong"];
            500: components["responses"]["InternalError"];
        };
    };
    changeUserRole: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    role: "trader" | "seller" | "admin";
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        message: string;
                        user: components["schemas"]["AdminUser"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            /** @description An administrator may not demote or suspend their own account (code OWN_ACCOUNT). Or: The caller's role may not call this, or the account must first finish its setup (verify its email, replace a temporary password); the administrators' routes also answer 403 outside the admin IP allowlist. A personal API token answers 403 on an operation that does not take tokens (API_TOKEN_NOT_ACCEPTED), without the scope it needs (API_TOKEN_SCOPE), or once its owner has no Enterprise package (ENTERPRISE_REQUIRED). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            404: components["responses"]["NotFound"];
            /** @description The change would leave no active administrator (code LAST_ACTIVE_ADMIN). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            414: components["responses"]["UriTooLong"];
            415: components["responses"]["UnsupportedMediaType"];
            500: components["responses"]["InternalError"];
        };
    };
    suspendUser: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    reason: string;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        message: string;
                        user: components["schemas"]["AdminUser"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            /** @description An administrator may not demote or suspend their own account (code OWN_ACCOUNT). Or: The caller's role may not call this, or the account must first finish its setup (verify its email, replace a temporary password); the administrators' routes also answer 403 outside the admin IP allowlist. A personal API token answers 403 on an operation that does not take tokens (API_TOKEN_NOT_ACCEPTED), without the scope it needs (API_TOKEN_SCOPE), or once its owner has no Enterprise package (ENTERPRISE_REQUIRED). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            404: components["responses"]["NotFound"];
            /** @description The user is not active, or is the last active administrator. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            414: components["responses"]["UriTooLong"];
            415: components["responses"]["UnsupportedMediaType"];
            500: components["responses"]["InternalError"];
        };
    };
    reactivateUser: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        message: string;
                        user: components["schemas"]["AdminUser"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            /** @description The user is not suspended (code USER_NOT_SUSPENDED). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            414: components["responses"]["UriTooLong"];
            415: components["responses"]["UnsupportedMediaType"];
            500: components["responses"]["InternalError"];
        };
    };
    listSessions: {
        parameters: {
            query?: {
                user?: string;
                page?: number;
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        sessions: {
                            id: string;
                            userId: string;
                            userEmail: string;
                            userRole: string;
                            ip: string | null;
                            userAgent: string | null;
                            createdAt: string;
                            lastActiveAt: string;
                            expiresAt: string;
                        }[];
                        total: number;
                        page: number;
                        totalPages: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["InternalError"];
        };
    };
    revokeSession: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            414: components["responses"]["UriTooLong"];
            415: components["responses"]["UnsupportedMediaType"];
            500: components["responses"]["InternalError"];
        };
    };
    listSecurityEvents: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        events: {
                            id: string;
                            createdAt: string;
                            actorId: string | null;
                            actorEmail: string | null;
                            action: string;
                            target: string | null;
                            ip: string | null;
                            details: {
                                [key: string]: unknown;
                            } | null;
                        }[];
                        lockedAccounts: {
                            id: string;
                            email: string;
                            role: string;
                            lockedUntil: string;
                            addresses: string[];
                        }[];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["InternalError"];
        };
    };
    unlockUser: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            /** @description The account is not locked (code USER_NOT_LOCKED). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            414: components["responses"]["UriTooLong"];
            415: components["responses"]["UnsupportedMediaType"];
            500: components["responses"]["InternalError"];
        };
    };
    runHealthChecks: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        status: "healthy" | "warning" | "critical";
                        checkedAt: string;
                        checks: {
                            /** @enum {string} */
                            name: "database" | "prices" | "mail";
                            ok: boolean;
                            detail: string;
                            latencyMs: number;
                        }[];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["InternalError"];
        };
    };
    listAlerts: {
        parameters: {
            query?: {
                state?: "open" | "acknowledged";
                page?: number;
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        alerts: {
                            id: string;
                            kind: string;
                            /** @enum {string} */
                            severity: "low" | "medium" | "high";
                            title: string;
                            message: string;
                            source: string;
                            createdAt: string;
                            acknowledgedAt: string | null;
                            acknowledgedBy: string | null;
                        }[];
                        total: number;
                        page: number;
                        totalPages: number;
                        open: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["InternalError"];
        };
    };
    acknowledgeAlert: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        kind: string;
                        /** @enum {string} */
                        severity: "low" | "medium" | "high";
                        title: string;
                        message: string;
                        source: string;
                        createdAt: string;
                        acknowledgedAt: string | null;
                        acknowledgedBy: string | null;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            /** @description The alert was already acknowledged (code ALERT_ALREADY_ACKNOWLEDGED). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            414: components["responses"]["UriTooLong"];
            415: components["responses"]["UnsupportedMediaType"];
            500: components["responses"]["InternalError"];
        };
    };
    getDatabaseInfo: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        engine: "sqlite" | "postgres";
                        sizeBytes: number;
                        migrationVersion: string | null;
                        rowCounts: {
                            users: number;
                            sessions: number;
                            orders: number;
                            contracts: number;
                            documents: number;
                            audit_log: number;
                            inquiries: number;
                            matches: number;
                        };
                        backupAvailable: boolean;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["InternalError"];
        };
    };
    downloadDatabaseBackup: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The SQLite database file */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/vnd.sqlite3": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /** @description The database is PostgreSQL: back it up with pg_dump (code BACKUP_UNSUPPORTED). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            500: components["responses"]["InternalError"];
        };
    };
    getAdminDashboard: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        users: {
                            total: number;
                            byStatus: {
                                active: number;
                                pending: number;
                                suspended: number;
                                inactive: number;
                            };
                        };
                        trades: {
                            total: number;
                            byStatus: {
                                pending: number;
                                active: number;
                                matched: number;
                                in_negotiation: number;
                                contract_signed: number;
                                completed: number;
                                cancelled: number;
                                rejected: number;
                            };
                        };
                        contracts: {
                            total: number;
                            byStatus: {
                                draft: number;
                                pending: number;
                                active: number;
                                executed: number;
                                cancelled: number;
                                expired: number;
                            };
                        };
                        volume: {
                            total: number;
                            thisMonth: number;
                            lastMonth: number;
                            monthlyGrowth: number | null;
                        };
                        successRate: number;
                        health: {
                            /** @enum {string} */
                            status: "healthy" | "warning" | "critical";
                            checkedAt: string;
                            checks: {
                                /** @enum {string} */
                                name: "database" | "prices" | "mail";
                                ok: boolean;
                                detail: string;
                                latencyMs: number;
                            }[];
                        };
                        trend: {
                            start: string;
                            label: string;
                            volume: number;
                            trades: number;
                            completed: number;
                        }[];
                        byCategory: {
                            /** @enum {string} */
                            category: "gold" | "fuel";
                            trades: number;
                            volume: number;
                        }[];
                        recentActivity: {
                            id: string;
                            action: string;
                            actorEmail: string | null;
                            target: string | null;
                            createdAt: string;
                            /** @enum {string} */
                            severity: "low" | "medium" | "high";
                        }[];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["InternalError"];
        };
    };
    getAnalytics: {
        parameters: {
            query?: {
                period?: "7d" | "30d" | "90d" | "1y";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        period: {
                            /** @enum {string} */
                            key: "7d" | "30d" | "90d" | "1y";
                            label: string;
                            /** @enum {string} */
                            bucket: "day" | "week" | "month";
                            start: string;
                            end: string;
                            previousStart: string;
                        };
                        kpis: {
                            newUsers: {
                                value: number;
                                previous: number;
                                change: number | null;
                            };
                            tradesCreated: {
                                value: number;
                                previous: number;
                                change: number | null;
                            };
                            tradesCompleted: {
                                value: number;
                                previous: number;
                                change: number | null;
                            };
                            tradedVolume: {
                                value: number;
                                previous: number;
                                change: number | null;
                            };
                            averageTradeSize: {
                                value: number;
                                previous: number;
                                change: number | null;
                            };
                            successRate: {
                                value: number;
                                previous: number;
                                change: number | null;
                            };
                        };
                        trend: {
                            start: string;
                            label: string;
                            volume: number;
                            trades: number;
                            completed: number;
                        }[];
                        byCategory: {
                            /** @enum {string} */
                            category: "gold" | "fuel";
                            trades: number;
                            volume: number;
                        }[];
                        byStatus: {
                            /** @enum {string} */
                            status: "pending" | "active" | "matched" | "in_negotiation" | "contract_signed" | "completed" | "cancelled" | "rejected";
                            trades: number;
                        }[];
                        regions: {
                            location: string;
                            trades: number;
                            value: number;
                            share: number;
                        }[];
                        performance: {
                            averageHoursToMatch: number | null;
                            averageHoursToComplete: number | null;
                            approvalRate: number | null;
                            reviewed: number;
                        };
                        commodities: {
                            id: string;
                            name: string;
                            symbol: string;
                            category: string;
                            trades: number;
                            volume: number;
                            averagePrice: number | null;
                            share: number;
                        }[];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["InternalError"];
        };
    };
    exportAnalytics: {
        parameters: {
            query?: {
                period?: "7d" | "30d" | "90d" | "1y";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The KPIs, then the commodity table */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["InternalError"];
        };
    };
    createEventStreamTicket: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EventTicket"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["Maintenance"];
        };
    };
    streamEvents: {
        parameters: {
            query?: {
                ticket?: string;
                lastEventId?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The event stream. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/event-stream": string;
                };
            };
            400: components["responses"]["BadRequest"];
            /** @description No ticket or bearer token, or the ticket is used, expired or unknown, or the session has ended. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The account may not use the portal now (suspended, or its setup is not finished). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            500: components["responses"]["InternalError"];
            /** @description The platform is in maintenance. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    listNotifications: {
        parameters: {
            query?: {
                page?: number;
                limit?: number;
                unreadOnly?: "true" | "false";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        notifications: components["schemas"]["Notification"][];
                        total: number;
                        unread: number;
                        page: number;
                        totalPages: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["Maintenance"];
        };
    };
    markNotificationsRead: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    ids: string[];
                } | {
                    /** @enum {boolean} */
                    all: true;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        unread: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["Maintenance"];
        };
    };
    listPriceAlerts: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        alerts: components["schemas"]["PriceAlert"][];
                        max: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["Maintenance"];
        };
    };
    createPriceAlert: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Makes a retry safe: the same key and body from the same caller within 24 hours answer the first result again (with `Idempotent-Replayed: true`) and create nothing new; the same key with another body answers 422. Use a new random key (a UUID) for each new request.
                 * @example 6f1c2a4e-8d3b-4c55-9e7a-0b1d2c3e4f50
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    symbol: string;
                    /** @enum {string} */
                    condition: "above" | "below" | "daily_change";
                    level: number;
                };
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PriceAlert"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /** @description The caller already keeps the most price alerts allowed (code PRICE_ALERT_LIMIT). Or: Idempotency-Key in use: a request with the same key is still being processed (code IDEMPOTENCY_KEY_IN_PROGRESS). Retry after Retry-After seconds. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["IdempotencyKeyReused"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["Maintenance"];
        };
    };
    deletePriceAlert: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        message: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            414: components["responses"]["UriTooLong"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["Maintenance"];
        };
    };
}

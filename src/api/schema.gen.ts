// Generated from openapi/portal.yaml by scripts/gen-api.ts. Do not edit.
export interface paths {
    "/api-visa/center/anon/wxcs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** QR code of each center plus the default one, for header and footer. */
        get: operations["getCenterQrCodes"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api-visa/home": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Home page content: announcements, news, tourist info, procedure, consulates, services. */
        get: operations["getHome"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api-content/config/find/{configKey}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One system configuration value (footer address, e-mail, filing number, hotline).
         * @description Allowed keys: footer.address, footer.email, footer.filingNumber, footer.hotline. The value is in data.value.
         */
        get: operations["getConfigValue"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api-content/config/footer": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The site footer's configuration values in one answer (address, e-mail, filing number, hotline).
         * @description What getConfigValue answers for each footer key, in the reader's language, so the footer asks once (issue 37 item 3, decision 120). A key with no stored value is left out.
         */
        get: operations["getFooterConfig"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api-uaa/validata/code/{deviceId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Draw a graphic captcha for a device id; data is the SVG document. */
        get: operations["getCaptcha"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api-uaa/validata/smscode/{mobileNumber}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Send an SMS code to a mobile number. */
        get: operations["sendSmsCode"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api-uaa/validata/emailcode": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Send a code to an e-mail address. */
        get: operations["sendEmailCode"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api-uaa/signup/user": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Register a user with mobile, SMS code and password. */
        post: operations["signUp"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api-uaa/password/reset": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Reset a forgotten password by mobile or e-mail code. */
        put: operations["resetPassword"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api-uaa/oauth/user/token": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** User login: answers a bearer token and the user info. */
        post: operations["login"];
        /** Log out: revoke the bearer token of the request. */
        delete: operations["logout"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/account/ta/login": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Travel-agency login with account, password and graphic code. */
        post: operations["loginTravelAgency"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api-user/agency/identity": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The signed-in travel agency's identity (TravelAgencyIdentity, decision 040). An applicant's token is refused with 403. */
        get: operations["getAgencyIdentity"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api-order/agency/order/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Orders placed by any account of the signed-in travel agency, by client (applicant) name and creation date (decision 040). An applicant's token is refused with 403. */
        get: operations["listAgencyOrders"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api-apply/apply/earlier": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The signed-in account's own earlier applications of one person, matched by passport number or by name and birth date (decision 040), newest first. */
        get: operations["findEarlierApplications"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api-apply/apply/earlier/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The answers of one's own earlier application that may be copied into a new one (personal, contact, family, education and job; never documents or the visit). Another account's application answers 404. */
        get: operations["getEarlierAnswers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/account/status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Whether an account (mobile or e-mail) is registered or locked.
         * @description The client treats a 401 answer to this call as "not known" and never redirects (spec §8).
         */
        get: operations["getAccountStatus"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api-user/users/current": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The logged-in user. */
        get: operations["getCurrentUser"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api-user/users/password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Change the password (old, new, confirm, SMS code). */
        put: operations["changePassword"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api-uaa/mobile/modify": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Change the sign-in mobile number with the password and an SMS code sent to the new number.
         * @description The code is checked before the number is said to be taken (409). Limited per user (429). The old number and the account's e-mail are told of the change.
         */
        put: operations["changeMobile"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api-user/users/email": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Change the e-mail address with a code sent to the new address.
         * @description The code is checked before the address is said to be taken (409). Limited per user (429).
         */
        put: operations["changeEmail"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api-user/feedback/user": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The user's own feedback, newest first (at most the latest 100). */
        get: operations["listFeedback"];
        put?: never;
        /** Send feedback (6 to 200 characters). */
        post: operations["sendFeedback"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api-user/users/notification-preferences": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Whether milestone notifications also go by SMS and by e-mail (the in-site message always comes; decision 038). */
        get: operations["getNotificationPreferences"];
        /** Save the SMS and e-mail switches and the language SMS and e-mails are written in. */
        put: operations["updateNotificationPreferences"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api-uaa/rsa/anon/publicKey": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** RSA public key that passwords are encrypted with. */
        get: operations["getRsaPublicKey"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api-uaa/rsa/decrypt/test": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Check that a ciphertext decrypts to the expected text (never echoes the plaintext). */
        post: operations["testRsaDecrypt"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api-msg/message/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Messages of the user, newest first, with the unread count. */
        get: operations["listMessages"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api-msg/message/read/all": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Mark all messages (or all of one kind) as read. */
        put: operations["markAllMessagesRead"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api-address/address/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Saved addresses of the user, default first (at most 20, so not paged). */
        get: operations["listAddresses"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api-address/address": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Create a saved address, or edit it when id is given. */
        post: operations["saveAddress"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api-address/address/default": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Make a saved address the default. */
        put: operations["setDefaultAddress"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api-address/address/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Delete a saved address. */
        delete: operations["deleteAddress"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/place/common/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Children of a region; provinces when parentCode is absent. */
        get: operations["listRegions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/file/upload/token/common": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Get a single-use upload token and the URL to post the file to. */
        post: operations["createUploadToken"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/file/upload/{uploadToken}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Upload one png or jpg (at most 500 KB) as multipart field "file". */
        post: operations["uploadFile"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/file/preview": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A small picture of one of the caller's uploaded files, to show beside its slot on a later visit.
         * @description Like the recognition calls, the first signed-in caller to name an unowned upload claims it; another user's file is 403.
         */
        post: operations["previewFile"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/file/ocr/passport": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Recognise the passport data page of an uploaded file. */
        post: operations["recognisePassport"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/file/ocr/idcard/front": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Recognise the front (portrait side) of an ID card. */
        post: operations["recogniseIdCardFront"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/file/ocr/idcard/back": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Recognise the back (emblem side) of an ID card. */
        post: operations["recogniseIdCardBack"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/file/ocr/bankcard": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Recognise a bank card. */
        post: operations["recogniseBankCard"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api-visa/center/for-orders": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The centers the signed-in person may start an order at (decision 084): every center with its own jurisdiction, and for a travel agency only those it is certified at. The default (national service) center is not one: it has no jurisdiction of its own. */
        get: operations["listOrderCenters"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api-visa/center/all": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** All visa application centers. */
        get: operations["listCenters"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/visa/center/{id}/common": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One visa application center. */
        get: operations["getCenter"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/visa/center/location/{regionCode}/common": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The center serving a residence or work location (by its consular jurisdiction). */
        get: operations["getCenterForLocation"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api-visa/embassy/all": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** All consular posts with their jurisdictions. */
        get: operations["listEmbassies"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/visa/object/common/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Visa types offered by a center (or for a location), optionally for one purpose. */
        get: operations["listVisaTypes"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/visa/object/{id}/common": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One visa type with its products and required materials. */
        get: operations["getVisaType"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/visa/product/common/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Products (validity offers) of a visa type at a center. */
        get: operations["listVisaProducts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/visa/product/{id}/common": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One visa product with its fees. */
        get: operations["getVisaProduct"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api-visa/permanent/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Long-stay visa categories. */
        get: operations["listPermanentCategories"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/korea/address/search": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Search addresses in Korea (for the stay address). */
        post: operations["searchKoreaAddress"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api-apply/unprocessed/count": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Number of unfinished drafts (the to-do badge). */
        get: operations["countDrafts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api-apply/unprocessed/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Unfinished drafts: the to-do application list. */
        get: operations["listDrafts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api-apply/unprocessed": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Create a draft from a persisted application snapshot; the same id sent again answers the draft it made. */
        post: operations["createDraft"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api-apply/unprocessed/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Read a draft to restore the application actor. */
        get: operations["getDraft"];
        /** Save a draft; 409 when version is older than the stored one. */
        put: operations["saveDraft"];
        post?: never;
        /** Delete an unfinished draft. */
        delete: operations["deleteDraft"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/visa/apply/form/create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Create the application of one applicant. */
        post: operations["createApply"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api-apply/apply": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Update an application not yet submitted. */
        put: operations["updateApply"];
        post?: never;
        /** Delete an application not yet submitted. */
        delete: operations["deleteApply"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api-apply/apply/complete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Mark an application complete after its last form step is checked. */
        post: operations["completeApply"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/visa/apply/user/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One application of the user. */
        get: operations["getApply"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/visa/apply/{id}/user": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One application of an order of the user. */
        get: operations["getOrderApply"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/visa/apply/find/apply/{id}/from": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The filled form of an application, for review. */
        get: operations["getApplyForm"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/visa/apply/generate/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Generate the printable application form (PDF) of an application. */
        get: operations["generateApplyForm"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api-apply/apply/form/download": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Download link of the application forms of an order. */
        get: operations["downloadOrderForms"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/visa/apply/send/email": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** E-mail the application form. */
        post: operations["sendApplyFormEmail"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api-apply/apply/form/qrcode": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** QR code printed on the application form for the center to scan. */
        post: operations["getFormQrCode"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api-apply/apply/mobile/limit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** How many applications a mobile number may still make. */
        get: operations["getMobileLimit"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/visa/apply/submit/user": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Submit 1 to 5 confirmed applications of one jurisdiction; nothing can change afterwards. */
        post: operations["submitApplies"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/visa/apply/{applyId}/confirm": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Confirm an application of an order after review. */
        put: operations["confirmApply"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api-apply/apply/{id}/incorrect": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** History of incorrect-details records of an application. */
        get: operations["listIncorrectRecords"];
        /** Record fields of an application found incorrect. */
        put: operations["reportIncorrect"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api-apply/apply/{id}/incorrect/detail": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The open incorrect-details record with the current values; null when none. */
        get: operations["getIncorrectDetail"];
        /** Save corrected values for the open incorrect-details record. */
        put: operations["correctIncorrectDetail"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/visa/apply/query": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Results of a progress query. */
        get: operations["getProgressQueryResult"];
        put?: never;
        /** Anonymous progress query: check the applicant and answer a result token. */
        post: operations["startProgressQuery"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api-apply/apply/sign/qrcode": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** QR code for signing an application on a phone. */
        post: operations["getSignQrCode"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api-apply/apply/sign/{signId}/status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Desktop poll: whether the phone has signed. */
        get: operations["getSignStatus"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/visa/apply/sign/{signToken}/common": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Phone page: summary of what is being signed. */
        get: operations["getSignSummary"];
        put?: never;
        /** Phone page: post the signature; the sign token is then spent. */
        post: operations["submitSignature"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api-vois/reservation": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Open days and slots of a center for one month. */
        get: operations["getReservationCalendar"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api-vois/reservation/find": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** A booking by its reference and an SMS code sent to its mobile: answers it with its cancel token, to reschedule or cancel. */
        post: operations["findReservation"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api-vois/reservation/apply": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Move a booking to another open slot with its cancel token (found by reference and SMS code); its places move in one step. */
        put: operations["rescheduleReservation"];
        /** Book an offline appointment or a self-delivery slot; an earlier duplicate is cancelled. */
        post: operations["createReservation"];
        /** Cancel a reservation with its cancel token. */
        delete: operations["cancelReservation"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/visa/order": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Create an order from signed applications with delivery and return ways. */
        post: operations["createOrder"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/visa/order/{id}/confirm": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Confirm the order before payment. */
        put: operations["confirmOrder"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api-order/order/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Orders of the user by tab and creation date. */
        get: operations["listOrders"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/visa/order/{id}/user": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Order detail. */
        get: operations["getOrder"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api-order/order/{id}/status/history": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** State changes of an order, oldest first. */
        get: operations["getOrderStatusHistory"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api-order/order/{id}/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Cancel an unpaid order. */
        put: operations["cancelOrder"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api-order/order/user/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Delete a cancelled or finished order from the list. */
        delete: operations["deleteOrder"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api-order/order/{id}/extra/payment": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The extra amount asked for supplements; null when none. */
        get: operations["getExtraPayment"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api-express/express/route": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Courier route of an order's materials (send) or returned passports (return); owner only, another user's order answers 404. */
        get: operations["getExpressRoute"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api-pay/wechat/pc/order/{orderId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Pay an order with WeChat Pay (PC): answers the QR content, out-trade number and expiry. */
        get: operations["payWechatOrder"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api-pay/wechat/pc/extra/{orderId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Pay the extra amount of an order with WeChat Pay (PC). */
        get: operations["payWechatExtra"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api-pay/wechat/status/{outTradeNo}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Poll a WeChat Pay payment: the gateway status and ours. */
        get: operations["getWechatPaymentStatus"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api-pay/alipay/pc/order/{orderId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Pay an order with Alipay (PC): answers the QR content, out-trade number and expiry. */
        get: operations["payAlipayOrder"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api-pay/alipay/pc/extra/{orderId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Pay the extra amount of an order with Alipay (PC). */
        get: operations["payAlipayExtra"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api-pay/alipay/status/{outTradeNo}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Poll a Alipay payment: the gateway status and ours. */
        get: operations["getAlipayPaymentStatus"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api-pay/close/{outTradeNo}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Close an unpaid payment (switching method, leaving the page). */
        put: operations["closePayment"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api-pay/wechat/notify": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * WeChat Pay signed notify callback (verified by signature, no client credential).
         * @description WeChat Pay v3 counts HTTP 200 or 204 as received, whatever the body, and re-sends on 4XX/5XX, whose body it
         *     expects as { code: FAIL, message }. So the taken notify answers 200 with the envelope, and a refused one
         *     (401 bad signature or stale, 400 amount differs, 404 unknown trade) answers WechatNotifyRefusal.
         */
        post: operations["wechatNotify"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api-pay/wechat/refund-notify": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * WeChat Pay signed refund notify callback (verified by signature, no client credential).
         * @description The refund's notify (event_type REFUND.SUCCESS, REFUND.ABNORMAL or REFUND.CLOSED), signed and encrypted as the
         *     payment notify is, and answered the same way: the taken notify (also one delivered again, which settles the
         *     refund once) answers 200 with the envelope, and a refused one (401 bad signature or stale, 404 unknown refund)
         *     answers WechatNotifyRefusal so WeChat Pay re-sends it. Alipay has no refund notify; its refunds are queried.
         */
        post: operations["wechatRefundNotify"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api-pay/alipay/notify": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Alipay signed notify callback (verified by signature, no client credential).
         * @description Alipay counts a notify as received only when the body is exactly the seven characters `success`; any other
         *     answer (another body, whatever the HTTP status, or none) makes it re-send the same notify, up to 8 times over
         *     about 25 hours. So the taken notify (also a replay of one already taken) answers `success`, and a refused one
         *     answers `fail` with the status saying why (401 bad signature or another app, 400 amount differs, 404 unknown
         *     trade), which Alipay reads as "not received" like any non-`success` answer.
         */
        post: operations["alipayNotify"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api-order/invoice/title": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Invoice titles of the user, default first (at most 20, so not paged). */
        get: operations["listInvoiceTitles"];
        put?: never;
        /** Create an invoice title, or edit it when id is given. */
        post: operations["saveInvoiceTitle"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api-order/invoice/title/default": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Make an invoice title the default. */
        put: operations["setDefaultInvoiceTitle"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api-order/invoice/title/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One invoice title. */
        get: operations["getInvoiceTitle"];
        put?: never;
        post?: never;
        /** Delete an invoice title. */
        delete: operations["deleteInvoiceTitle"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/order/invoice/record": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Request an invoice for a paid order. */
        post: operations["applyInvoice"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api-order/invoice/record/users": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Invoice records of the user, filtered. */
        post: operations["listInvoiceRecords"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api-order/invoice/record/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One invoice record. */
        get: operations["getInvoiceRecord"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api-order/invoice/preview": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** What an invoice for this order would be (amount and items), and whether one can be requested now. */
        get: operations["previewInvoice"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api-order/invoice/record/{id}/retry": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Send a failed invoice to the invoicing provider again (only a failed one; the owner's only). */
        post: operations["retryInvoice"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/order/invoice/record/mail/common": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** E-mail an issued invoice; the record's mail token authorises it. */
        post: operations["mailInvoice"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api-visa/announcement/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Announcements, pinned then newest first. */
        get: operations["listAnnouncements"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api-content/article/type/anon/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Article types (news, law, tour, FAQ …). */
        get: operations["listArticleTypes"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api-content/article/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Articles of a type, newest first. */
        get: operations["listArticles"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api-content/article/detail/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One article. */
        get: operations["getArticle"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api-staff/me": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The signed-in staff member. */
        get: operations["staffMe"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api-staff/session": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sign-in, first step: e-mail and password. Answers a half-open token that can only answer the second factor (or sign out).
         * @description An unknown e-mail and a wrong password answer the same words. Tries are counted per staff member (password and second factor together): after 5 in a row that failed, each try waits twice as long as the one before, from 30 s up to 15 min (code 429, data `retryAfterSeconds`); never a permanent lock. Every try writes an audit row.
         */
        post: operations["staffSignIn"];
        /** Signs out this session (a half-open one too). */
        delete: operations["staffSignOut"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api-staff/session/second-factor": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sign-in, second step: a 6-digit code from the authenticator app, or one unused recovery code.
         * @description Takes the half-open token of the first step. A TOTP code of a time step already used (or an earlier one) is a replay and refused; a recovery code works once. A half-open session has 3 tries, then ends (code 401); each wrong one counts towards the wait of staffSignIn.
         */
        post: operations["staffSignInSecondFactor"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api-staff/session/everywhere": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Ends every session of the signed-in staff member, this one included. */
        post: operations["staffSignOutEverywhere"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api-staff/enrolment/{token}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The one-time link's token (from `/staff/enrol/<token>`). */
                token: string;
            };
            cookie?: never;
        };
        /**
         * An enrolment link: who it is for, and the authenticator secret to set up (QR and typed).
         * @description An unknown link answers code 404, a used or expired one code 409, each in clear words. A link works until enrolment is done or 72 h have passed.
         */
        get: operations["getStaffEnrolment"];
        put?: never;
        /** Enrols through the link: the password chosen (12 characters or more) and a code proving the app is set up. Answers the 10 recovery codes, shown once. */
        post: operations["staffEnrol"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api-staff/staff": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The team, for admins. */
        get: operations["listStaff"];
        put?: never;
        /** Invites a person: the enrolment link goes to their e-mail (zh, en, ko). An admin has no center; every other role one that exists. */
        post: operations["inviteStaff"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api-staff/staff/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        get?: never;
        /** Changes a person's role, center or status. Disabling ends their sessions; an admin cannot disable or demote themselves, nor the last active admin. */
        put: operations["updateStaff"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api-staff/staff/{id}/reset": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Clears the person's password and second factor, ends their sessions and e-mails a new enrolment link. */
        post: operations["resetStaff"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api-staff/orders/queues": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Counts of the work queues: to accept, in review, supplements awaiting payment, corrections awaiting the applicant, ready to return, returned today.
         * @description The caller's center; an admin counts every center, or the one given as `centerId` (staff of a center may give only their own: another answers code 403).
         */
        get: operations["staffOrderQueues"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api-staff/orders": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The center's orders, newest first: one queue's, or found by application reference (A100001), order number, passport number, mobile or name. */
        get: operations["staffListOrders"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api-staff/appointments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The center's reservations of one day, hour by hour (cancelled ones left out). */
        get: operations["staffAppointments"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api-staff/orders/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The order view: the order, its applicants and their answers (the printed form's labels), documents, payments, supplements, history and the moves the caller may press now. */
        get: operations["staffGetOrder"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api-staff/orders/{id}/documents/{fileId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One document an application of the order holds (a photo, a scan), as its bytes.
         * @description Only a file one of the order's applications names; anything else answers 404.
         */
        get: operations["staffDownloadDocument"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api-staff/orders/{id}/form": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The order's application forms as the applicant downloads them (one PDF, built from the stored answers now). */
        get: operations["staffDownloadOrderForm"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api-staff/orders/{id}/moves": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * One move of the order status machine: accepted (sets the application date), reviewed, returned or collected.
         * @description A move the machine does not allow now answers code 409 with the reason in words; nothing changes.
         */
        post: operations["staffMoveOrder"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api-staff/orders/{id}/decision": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Records the visa decision (issued or refused), a supervisor's move. */
        post: operations["staffDecideOrder"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api-staff/orders/{id}/supplements": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Asks the applicant for a supplement (amount, reason in zh/en/ko); the applicant is told in their language. */
        post: operations["staffRequestSupplement"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api-staff/orders/{id}/refunds": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The order's payments, each with what was paid, refunded so far and still refundable, and its refunds. */
        get: operations["staffListOrderRefunds"];
        put?: never;
        /**
         * Refunds one of the order's paid payments in full or in part, with a reason in zh/en/ko; the payer is told in their language.
         * @description requestId is made by the screen once per form, so a double submit is one refund (the repeat answers the same refund). Under a lock on the payment, its refunds that did not fail never add up to more than was paid: an amount past what is still refundable, or a payment that is not paid, answers code 409 with the reason in words and nothing changes; bad input answers code 400 with the fields. The gateway is called after the refund is recorded, so the answer may still be refunding (settled by the gateway's notify or query).
         */
        post: operations["staffRefundOrder"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api-staff/refunds": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The finance queue: the center's refunds, failed ones first, then the newest. */
        get: operations["staffListRefunds"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api-staff/refunds/{outRefundNo}/retry": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Tries a failed refund again now, with the same refund number (so the gateway never refunds it twice).
         * @description A refund that is not refundFailed answers code 409 with the reason in words; nothing changes.
         */
        post: operations["staffRetryRefund"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api-staff/orders/{id}/incorrect": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Flags fields of one of the order's applications as incorrect, each with a reason; the applicant corrects exactly those. */
        post: operations["staffFlagIncorrect"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api-staff/orders/{id}/return-waybill": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Makes the courier's return waybill of each group of passports going back by courier (once; a repeat answers the same waybills). */
        post: operations["staffMakeReturnWaybill"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api-staff/orders/{id}/audit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The order's audit trail, oldest first: who (label, role), what, before → after, when, from which address. */
        get: operations["staffOrderAudit"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api-staff/audit/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The audit trail of a date range (China days, both included) as CSV, for an admin.
         * @description UTF-8 with a byte order mark (so a spreadsheet reads Chinese), one row per audit entry, oldest first. A cell that starts with =, +, -, @, a tab or a carriage return is prefixed with a single quote, so no spreadsheet runs it as a formula. At most 366 days.
         */
        get: operations["staffExportAudit"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api-staff/agencies": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Travel agencies: all for an admin; a supervisor those certified for their center. */
        get: operations["listStaffAgencies"];
        put?: never;
        /** Certifies a new travel agency: licence, validity, the centers it is certified for and its applicant limit (1 to 5). */
        post: operations["createStaffAgency"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api-staff/agencies/{agencyId}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                agencyId: string;
            };
            cookie?: never;
        };
        /** One agency; a supervisor only one certified for their center (else code 403). */
        get: operations["getStaffAgency"];
        /** Replaces what the center recorded of an agency (the same fields as at creation). */
        put: operations["updateStaffAgency"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api-staff/agencies/{agencyId}/suspend": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                agencyId: string;
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Suspends an agency: none of its accounts signs in or orders, and their sessions end. */
        post: operations["suspendStaffAgency"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api-staff/agencies/{agencyId}/reinstate": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                agencyId: string;
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Lifts an agency's suspension. */
        post: operations["reinstateStaffAgency"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api-staff/agencies/{agencyId}/accounts": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                agencyId: string;
            };
            cookie?: never;
        };
        /** The agency's main account and sub-accounts. */
        get: operations["listStaffAgencyAccounts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api-staff/agencies/{agencyId}/accounts/{account}/suspend": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                agencyId: string;
                account: string;
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Suspends one account of the agency (its sessions end); the others keep working. */
        post: operations["suspendStaffAgencyAccount"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api-staff/agencies/{agencyId}/accounts/{account}/reinstate": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                agencyId: string;
                account: string;
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Lifts one account's suspension. */
        post: operations["reinstateStaffAgencyAccount"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api-staff/content": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Announcements, news, FAQ and the other articles, drafts and published, newest first. */
        get: operations["listStaffContent"];
        put?: never;
        /** Writes a new article as a draft, in zh, en and ko; nothing public changes until it is published. */
        post: operations["createStaffContent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api-staff/content/{articleId}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                articleId: string;
            };
            cookie?: never;
        };
        /** One article, draft or published, in all three languages. */
        get: operations["getStaffContent"];
        /** Rewrites an article; a published one shows the new text at once. */
        put: operations["updateStaffContent"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api-staff/content/{articleId}/preview": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                articleId: string;
            };
            cookie?: never;
        };
        /** What the public article read would answer in the chosen language, published or not; publishes nothing. */
        get: operations["previewStaffContent"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api-staff/content/{articleId}/publish": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                articleId: string;
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Publishes an article: every process serves it on its next read. */
        post: operations["publishStaffContent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api-staff/content/{articleId}/unpublish": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                articleId: string;
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Takes an article back to draft: gone from every public read at once, and an announcement from the message centers. */
        post: operations["unpublishStaffContent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api-staff/centers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Centers: all for an admin; a supervisor their own. */
        get: operations["listStaffCenters"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api-staff/centers/{centerId}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                centerId: string;
            };
            cookie?: never;
        };
        /** One center's hours and slot capacity. */
        get: operations["getStaffCenter"];
        /**
         * Sets submission hours, the opening-hours text and the people one slot takes.
         * @description Bookings already made keep their times; fewer people per slot than a slot already holds is allowed (nobody is moved), the slot just takes no more.
         */
        put: operations["updateStaffCenter"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api-staff/centers/{centerId}/closures": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                centerId: string;
            };
            cookie?: never;
        };
        /** The center's closures, latest date first, each with the number of people told. */
        get: operations["listStaffClosures"];
        put?: never;
        /** Closes a day, or some hours of it, with a reason: reservations on it are refused from now on and every holder of an appointment it hits is told. */
        post: operations["createStaffClosure"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api-staff/calendars/{year}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                year: number;
            };
            cookie?: never;
        };
        /** A year's public holidays and make-up working days as the portal uses them. */
        get: operations["getStaffCalendarYear"];
        /** Replaces a year's holidays and make-up working days, as the State Council published them; reservations follow at once. */
        put: operations["replaceStaffCalendarYear"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api-staff/integrations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every integration, newest first (never a secret). */
        get: operations["listIntegrations"];
        put?: never;
        /**
         * A new integration; its client id, client secret and webhook secret are shown this once.
         * @description The webhook address must be https (http only to 127.0.0.1 or localhost, or in the sandbox); code 400 with `fields.webhookUrl` otherwise, and with `fields.centerId` for an unknown center.
         */
        post: operations["createIntegration"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api-staff/integrations/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Sets the webhook address (null for none) and whether the integration may sign in. */
        put: operations["updateIntegration"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api-staff/integrations/{id}/rotate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** A new client secret, shown this once; the old one is refused from this moment. */
        post: operations["rotateIntegrationSecret"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api-staff/webhooks/failures": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Webhook deliveries that failed for good or keep failing, newest first. */
        get: operations["listWebhookFailures"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api-staff/webhooks/{id}/retry": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Sends a failed delivery again now, with a fresh round of attempts. */
        post: operations["retryWebhookDelivery"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api-integration/v1/orders": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Orders of the integration's center, least recently updated first (poll with updatedSince). */
        get: operations["integrationListOrders"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api-integration/v1/orders/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One order, by id or order number. */
        get: operations["integrationGetOrder"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api-integration/v1/orders/{id}/moves": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Moves the order one step (materials accepted, review started, passport returned or collected). */
        post: operations["integrationMoveOrder"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api-integration/v1/orders/{id}/decision": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Records the visa decision (issued or refused). */
        post: operations["integrationRecordDecision"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api-integration/v1/orders/{id}/supplements": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Asks the applicant for a supplement (amount in the order's currency, reason in zh, en and ko). */
        post: operations["integrationRequestSupplement"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api-integration/v1/orders/{id}/incorrect-flags": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Flags details of one of the order's applications as incorrect, each with a reason; the applicant corrects them. */
        post: operations["integrationFlagIncorrect"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api-integration/v1/orders/{id}/return-waybill": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Makes the courier waybill that returns the passports (once; pressing again answers the same waybill). */
        post: operations["integrationMakeReturnWaybill"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        /** @description The body of every answer whose code is not 0, whatever the operation. Validate code-0 bodies against the operation's 200 schema and all others against this one. */
        ErrorEnvelope: {
            /** @description Non-zero code of docs/architecture.md: 400, 401, 403, 404, 409, 429, 500, 501. */
            code: number;
            /** @description Human message in the request language. */
            msg: string;
            data: components["schemas"]["ValidationErrors"] | components["schemas"]["RetryLater"] | components["schemas"]["ReplacesEarlier"] | null;
        };
        /** @description The data of a code 429 answer that is not a rate limit but a full service, saying when to try again. */
        RetryLater: {
            /**
             * @description busy: the document readers are full; nothing was read. slowed: too many failed staff sign-ins in a row on this account; nothing was checked.
             * @enum {string}
             */
            reason: "busy" | "slowed";
            /** @description About how long until a try may be taken. */
            retryAfterSeconds: number;
        };
        /** @description The data of createReservation's code 409 when the mobile holds a booking that this one would cancel: ask the booker, then send replaceEarlier true. */
        ReplacesEarlier: {
            /** @enum {string} */
            reason: "replacesEarlier";
            earlier: components["schemas"]["ReplacedReservation"];
        };
        /** @description The data of a code 400 answer when the fault is in named fields. */
        ValidationErrors: {
            /** @description Field name → message in the request language. */
            fields: {
                [key: string]: string;
            };
        };
        IdRequest: {
            /** @description Id of the record. */
            id: string;
        };
        Count: {
            count: number;
        };
        NotificationPreferences: {
            /** @description Milestones also by SMS to the account's mobile number. */
            sms: boolean;
            /** @description Milestones also by e-mail to the account's address (when it has one). */
            email: boolean;
            /**
             * @description SMS and e-mails are written in this language.
             * @enum {string}
             */
            language: "zh" | "en" | "ko";
        };
        NotificationPreferencesUpdate: {
            sms: boolean;
            email: boolean;
            /**
             * @description Defaults to the request's language.
             * @enum {string}
             */
            language?: "zh" | "en" | "ko";
        };
        Updated: {
            /** @description Number of records changed. */
            updated: number;
        };
        DownloadLink: {
            /** @description Signed, expiring URL of the file. */
            url: string;
            fileName: string;
            /** Format: date-time */
            expiresAt: string;
        };
        /** @description Visa application center. */
        Center: {
            id: string;
            /** @description Short stable code, e.g. "BJ". */
            code: string;
            name: string;
            city: string;
            address: string;
            /** @description Opening hours, human text. */
            hours: string;
            phone: string;
            email: string;
            /** @description 400 hotline. */
            hotline: string;
            /** @description Consular post whose jurisdiction this center serves. */
            consularPostId: string;
            /** @description What the center QR code encodes (e.g. its official-account URL). */
            qrContent: string;
            /** @description The center QR code as an SVG document. */
            qrCodeSvg: string;
            /** @description The center used when no centerId is known. */
            isDefault: boolean;
            /** @description How to get there (metro, bus, parking); empty when not given. */
            directions?: string;
        };
        /** @description Embassy or consulate general, with its consular jurisdiction. */
        ConsularPost: {
            id: string;
            name: string;
            city: string;
            address: string;
            phone: string;
            /** @description Provinces of its jurisdiction. */
            provinceCodes: string[];
        };
        /** @description China administrative region. */
        Region: {
            /** @description Statistical code, 6 digits. */
            code: string;
            name: string;
            /** @description Code of the parent; null for a province. */
            parentCode: string | null;
            /**
             * @description 1 province, 2 city, 3 district.
             * @enum {integer}
             */
            level: 1 | 2 | 3;
        };
        /** @description Visa type (the "visa object" of /api/visa/object). */
        VisaType: {
            id: string;
            /** @description Visa category code, e.g. "C-3-9". */
            code: string;
            name: string;
            purpose: components["schemas"]["Purpose"];
            description: string;
            stayTier: components["schemas"]["StayTier"];
        };
        /** @description A visa type with its products and required materials. */
        VisaTypeDetail: components["schemas"]["VisaType"] & {
            products: components["schemas"]["VisaProduct"][];
            /** @description Human list of materials to prepare. */
            requiredDocuments: string[];
        };
        /** @description Visa product: a validity offer of a visa type. */
        VisaProduct: {
            id: string;
            visaTypeId: string;
            name: string;
            /** @enum {string} */
            entries: "single" | "double" | "multiple";
            /** @description Days of stay per entry. */
            stayDays: number;
            validityMonths: number;
            /** @description Normal handling time. */
            handlingWorkingDays: number;
            fees: components["schemas"]["ProductFees"];
            urgentAvailable: boolean;
        };
        ProductFees: {
            /** @constant */
            currency: "USD";
            /** @description Consulate visa fee, per person, USD. */
            visaFee: number;
            /** @description Center service fee, per person, USD. */
            serviceFee: number;
            /** @description Urgent fee, per person, USD; 0 when urgent is not available. */
            urgentFee: number;
        };
        /**
         * @description Purpose of entry (11 options of spec §3).
         * @enum {string}
         */
        Purpose: "tourismTransit" | "meeting" | "medicalTourism" | "shortTermBusiness" | "studyTraining" | "employment" | "tradeInvestmentPosting" | "visitingRelatives" | "marriageImmigration" | "diplomaticOfficial" | "other";
        /**
         * @description 90 days or less, 91 or more, permanent.
         * @enum {string}
         */
        StayTier: "le90" | "ge91" | "permanent";
        /** @description Long-stay visa category. */
        PermanentCategory: {
            /** @description e.g. "F-5". */
            code: string;
            name: string;
            description: string;
        };
        CenterQrCodes: {
            /** @description QR code shown when the center is unknown or has none of its own. */
            defaultQrCodeSvg: string;
            centers: {
                centerId: string;
                qrCodeSvg: string;
            }[];
        };
        /**
         * @description Allowed keys: footer.address, footer.email, footer.filingNumber (record-filing number), footer.hotline (400 hotline).
         * @enum {string}
         */
        ConfigKey: "footer.address" | "footer.email" | "footer.filingNumber" | "footer.hotline";
        ConfigValue: {
            key: components["schemas"]["ConfigKey"];
            value: string;
        };
        /** @description The footer's values by their ConfigKey without the `footer.` prefix. */
        FooterConfig: {
            address?: string;
            email?: string;
            filingNumber?: string;
            hotline?: string;
        };
        Announcement: {
            id: string;
            title: string;
            summary: string;
            /** @description HTML. */
            body: string;
            /** Format: date-time */
            publishedAt: string;
            pinned: boolean;
        };
        ArticleType: {
            /** @description e.g. news, law, tour, faq, about, contact, cooperation, siteMap, agreement, download. */
            code: string;
            name: string;
        };
        ArticleSummary: {
            id: string;
            typeCode: string;
            title: string;
            summary: string;
            /** Format: date-time */
            publishedAt: string;
        };
        Article: {
            id: string;
            typeCode: string;
            title: string;
            summary: string;
            /** @description HTML. */
            body: string;
            /** Format: date-time */
            publishedAt: string;
        };
        ProcedureStep: {
            order: number;
            title: string;
            description: string;
        };
        ServiceLink: {
            /** @enum {string} */
            code: "jurisdictionDivision" | "formDownload" | "commonProblems" | "otherDownloads" | "links";
            title: string;
            /** @description Spec route name of the screen that serves it (e.g. FAQ, visaCenter); null when an article does. */
            route: string | null;
            /** @description Article that serves it (downloads, links); null when a route does. */
            articleId: string | null;
            /** @description Type of that article, so the link can be built without another call. */
            articleTypeCode: string | null;
        };
        HomeData: {
            announcements: components["schemas"]["Announcement"][];
            news: components["schemas"]["ArticleSummary"][];
            touristInfo: components["schemas"]["ArticleSummary"][];
            procedureSteps: components["schemas"]["ProcedureStep"][];
            consulates: components["schemas"]["ConsularPost"][];
            convenientServices: components["schemas"]["ServiceLink"][];
        };
        /** @description A page of announcements. */
        AnnouncementPage: {
            records: components["schemas"]["Announcement"][];
            /** @description Number of records over all pages. */
            total: number;
            /** @description 1-based page number of this answer. */
            page: number;
            /** @description Page size of this answer. */
            size: number;
        };
        /** @description A page of articles. */
        ArticlePage: {
            records: components["schemas"]["ArticleSummary"][];
            /** @description Number of records over all pages. */
            total: number;
            /** @description 1-based page number of this answer. */
            page: number;
            /** @description Page size of this answer. */
            size: number;
        };
        /**
         * @description reservation: the code createReservation checks (any mobile, registered or not).
         * @enum {string}
         */
        CodePurpose: "signup" | "resetPassword" | "changeMobile" | "changeEmail" | "changePassword" | "reservation";
        CodeSent: {
            expiresInSeconds: number;
            resendAfterSeconds: number;
        };
        UserInfo: {
            id: string;
            /** @enum {string} */
            kind: "user" | "travelAgency";
            mobile: string | null;
            email: string | null;
            name: string | null;
            /** @description Travel agency name for kind travelAgency. */
            agencyName: string | null;
            /** Format: date-time */
            createdAt: string;
        };
        LoginRequest: {
            /** @description Mobile or e-mail. */
            username: string;
            /** @description Password RSA-encrypted with the key of `getRsaPublicKey`, base64. */
            password: string;
            /** @description Id of the RSA key used. */
            keyId: string;
            /** @description Id the captcha was drawn for. */
            deviceId: string;
            /** @description Graphic code. */
            captchaCode: string;
        };
        TravelAgencyLoginRequest: {
            account: string;
            /** @description Password RSA-encrypted with the key of `getRsaPublicKey`, base64. */
            password: string;
            keyId: string;
            deviceId: string;
            captchaCode: string;
        };
        LoginResult: {
            accessToken: string;
            /** @constant */
            tokenType: "Bearer";
            /** @description Seconds the token lives without activity. */
            expiresIn: number;
            user: components["schemas"]["UserInfo"];
        };
        SignUpRequest: {
            /** @description Mainland mobile number, 11 digits. */
            mobile: string;
            smsCode: string;
            /** @description Password, 6–20 letters or digits before encryption. RSA-encrypted with the key of `getRsaPublicKey`, base64. */
            password: string;
            keyId: string;
            /** Format: email */
            email?: string | null;
            /** @constant */
            agreementAccepted: true;
        };
        /** @description by names the field that is required: mobile or email. */
        PasswordResetRequest: {
            /** @enum {string} */
            by: "mobile" | "email";
            /** @description Mainland mobile number, 11 digits. */
            mobile?: string;
            /** Format: email */
            email?: string;
            /** @description SMS or e-mail code. */
            code: string;
            /** @description New password. RSA-encrypted with the key of `getRsaPublicKey`, base64. */
            newPassword: string;
            keyId: string;
        };
        AccountStatus: {
            account: string;
            registered: boolean;
            locked: boolean;
            /** Format: date-time */
            lockedUntil: string | null;
        };
        PasswordChange: {
            /** @description Current password. RSA-encrypted with the key of `getRsaPublicKey`, base64. */
            oldPsd: string;
            /** @description New password. RSA-encrypted with the key of `getRsaPublicKey`, base64. */
            newPsd: string;
            /** @description New password again. RSA-encrypted with the key of `getRsaPublicKey`, base64. */
            confirmPsd: string;
            /** @description SMS code sent for changePassword. */
            authCode: string;
            keyId: string;
        };
        MobileChange: {
            /** @description Mainland mobile number, 11 digits. */
            mobile: string;
            /** @description SMS code sent to the new number for changeMobile. */
            smsCode: string;
            /** @description The account's password. RSA-encrypted with the key of `getRsaPublicKey`, base64. */
            password: string;
            keyId: string;
        };
        EmailChange: {
            /** Format: email */
            email: string;
            emailCode: string;
        };
        FeedbackRequest: {
            /** @description 6 to 200 characters as a person counts them: by grapheme, so an emoji is one (src/domain/text-length.ts). maxLength bounds the code points only: a grapheme may take several. */
            content: string;
        };
        Feedback: {
            id: string;
            content: string;
            /** Format: date-time */
            createdAt: string;
        };
        RsaPublicKey: {
            keyId: string;
            /** @description SPKI PEM. */
            publicKey: string;
            /** @constant */
            algorithm: "RSA-OAEP-256";
        };
        RsaTestRequest: {
            keyId: string;
            /** @description base64. */
            ciphertext: string;
            /** @description The plaintext the client encrypted. */
            expected: string;
        };
        RsaTestResult: {
            /** @description The ciphertext could be decrypted with that key. */
            decrypted: boolean;
            /** @description The plaintext equals expected. */
            matches: boolean;
        };
        Message: {
            id: string;
            /** @enum {string} */
            kind: "system" | "announcement";
            title: string;
            body: string;
            read: boolean;
            /** Format: date-time */
            createdAt: string;
        };
        MessagePage: {
            records: components["schemas"]["Message"][];
            total: number;
            page: number;
            size: number;
            /** @description Unread messages of the user, all kinds. */
            unreadCount: number;
        };
        ReadAllRequest: {
            /**
             * @description Only this kind; all kinds when absent.
             * @enum {string}
             */
            kind?: "system" | "announcement";
        };
        SavedAddress: {
            id: string;
            contact: string;
            phone: string;
            /** @description Province. */
            provinceCode: string;
            /** @description City. */
            cityCode: string;
            /** @description District. */
            districtCode: string;
            /** @description Province city district names joined, in the request language. */
            regionText: string;
            detail: string;
            isDefault: boolean;
        };
        SavedAddressInput: {
            /** @description Present to edit an existing address; absent to create. */
            id?: string;
            contact: string;
            /** @description Mainland mobile number, 11 digits (the courier texts it). */
            phone: string;
            provinceCode: string;
            cityCode: string;
            districtCode: string;
            detail: string;
            isDefault?: boolean;
        };
        /** @enum {string} */
        UploadPurpose: "passport" | "idCardFront" | "idCardBack" | "photo" | "bankCard" | "birthCertificate" | "businessLicense" | "invitationLetter" | "other";
        UploadTokenRequest: {
            purpose: components["schemas"]["UploadPurpose"];
            fileName?: string;
            /** @description Bytes. */
            size?: number;
        };
        UploadToken: {
            /** @description Single-use token. */
            uploadToken: string;
            /** @description Path to POST the multipart file to: /api/file/upload/{uploadToken}. */
            uploadUrl: string;
            /** Format: date-time */
            expiresAt: string;
            /** @description 512000. */
            maxBytes: number;
            /** @description image/png, image/jpeg. */
            acceptedTypes: string[];
        };
        UploadForm: {
            /** @description The image. */
            file: string;
        };
        UploadedFile: {
            fileId: string;
            /** @description Type sniffed from the bytes, not from the name. */
            contentType: string;
            /** @description Bytes. */
            size: number;
            purpose: components["schemas"]["UploadPurpose"];
            /** @description Photo only: what the server measured on the pixels (aspect 35:45, colour, light background, size); a failed check carries the message to show. */
            checks?: components["schemas"]["ImageCheck"][];
        };
        ImageCheck: {
            /**
             * @description The rule of src/domain/photo-rules.ts.
             * @enum {string}
             */
            rule: "photoTooSmall" | "photoAspect" | "photoGreyscale" | "photoBackgroundDark";
            passed: boolean;
            /** @description In the request language; present when the check failed. */
            message?: string;
        };
        FileIdRequest: {
            fileId: string;
        };
        FilePreview: {
            fileId: string;
            /** @description Pixels of the preview (at most 320 on the longer side). */
            width: number;
            height: number;
            /** @description The preview as a JPEG data URL, so no object URL has to outlive a screen. */
            dataUrl: string;
        };
        /**
         * @description Why nothing (or not everything) was recognised.
         * @enum {string}
         */
        RecognitionFailure: "unreadable" | "wrongDocument" | "notFound" | "tooSmall" | "glare" | "expired" | "unsupportedType";
        /** @description Field name → confidence 0..1, for the fields recognised. */
        Confidence: {
            [key: string]: number;
        };
        PassportRecognition: {
            fields: components["schemas"]["Passport"];
            confidence: components["schemas"]["Confidence"];
            failureReason: components["schemas"]["RecognitionFailure"] | null;
        };
        IdCardFrontRecognition: {
            fields: components["schemas"]["IdCardFront"];
            confidence: components["schemas"]["Confidence"];
            failureReason: components["schemas"]["RecognitionFailure"] | null;
        };
        IdCardBackRecognition: {
            fields: components["schemas"]["IdCardBack"];
            confidence: components["schemas"]["Confidence"];
            failureReason: components["schemas"]["RecognitionFailure"] | null;
        };
        BankCardRecognition: {
            fields: components["schemas"]["BankCard"];
            confidence: components["schemas"]["Confidence"];
            failureReason: components["schemas"]["RecognitionFailure"] | null;
        };
        /** @enum {string} */
        Gender: "male" | "female";
        Passport: {
            fileId?: string;
            passportNum?: string;
            surnameZh?: string;
            nameZh?: string;
            surnameEn?: string;
            nameEn?: string;
            gender?: components["schemas"]["Gender"];
            /** Format: date */
            birthDate?: string;
            birthPlaceZh?: string;
            birthPlaceEn?: string;
            birthCountry?: string;
            issuancePlaceZh?: string;
            issuancePlaceEn?: string;
            /** Format: date */
            issuanceDate?: string;
            /**
             * Format: date
             * @description Expiry date.
             */
            issuancePeriod?: string;
        };
        IdCardFront: {
            name?: string;
            gender?: components["schemas"]["Gender"];
            /** @description Ethnic group. */
            nation?: string;
            /** Format: date */
            birthDate?: string;
            address?: string;
            idCardNo?: string;
        };
        IdCardBack: {
            idcardAuthority?: string;
            /** Format: date */
            idcardStartDate?: string;
            /**
             * Format: date
             * @description null when long-term.
             */
            idcardEndDate?: string | null;
            longTerm?: boolean;
        };
        /** @description ID card, both sides. */
        IdCard: components["schemas"]["IdCardFront"] & components["schemas"]["IdCardBack"] & {
            frontFileId?: string;
            backFileId?: string;
        };
        MinorExemption: {
            /** @description Birth medical certificate of a minor without ID card. */
            birthCertificateFileId?: string;
        };
        BankCard: {
            fileId?: string;
            cardNo?: string;
            cardGrade?: string;
            issuingBank?: string;
            cardType?: string;
            reservedMobile?: string;
        };
        Personal: {
            usedOtherName?: boolean;
            otherSurname?: string;
            otherName?: string;
            holdOtherCountry?: boolean;
            orderNationality?: string;
            holdOtherPassport?: boolean;
            /** @enum {string} */
            otherPassportType?: "diplomatic" | "official" | "ordinary" | "other";
            otherPassportNum?: string;
            otherIssuancePlace?: string;
            /** Format: date */
            otherIssuancePeriod?: string;
            otherIssuanceOrg?: string;
        };
        Contact: {
            address?: string;
            nowAddress?: string;
            mobile?: string;
            telephone?: string;
            email?: string;
            /** @description Emergency contact surname. */
            contactName?: string;
            contactGivenName?: string;
            contactMobile?: string;
            contactNationValue?: string;
            contactRelationValue?: string;
        };
        Family: {
            /** @enum {string} */
            marital?: "married" | "divorced" | "single";
            spouseSurname?: string;
            spouseName?: string;
            /** Format: date */
            spouseBirthDate?: string;
            spouseNationality?: string;
            spouseMobile?: string;
            spouseAddress?: string;
            haveChild?: boolean;
            childrenCount?: number;
        };
        EducationJob: {
            /** @enum {string} */
            education?: "masterOrDoctor" | "bachelor" | "highSchool" | "other";
            educationDescription?: string;
            universityName?: string;
            universityPlace?: string;
            /** @enum {string} */
            occupation?: "entrepreneur" | "selfEmployed" | "companyEmployee" | "civilServant" | "student" | "retired" | "unemployed" | "other";
            occupationDescription?: string;
            organizationName?: string;
            organizationPosition?: string;
            organizationAddress?: string;
            organizationPhone?: string;
        };
        Companion: {
            surname?: string;
            name?: string;
            /** Format: date */
            birthDate?: string;
            nationality?: string;
            relationship?: string;
        };
        Period: {
            /** Format: date */
            dateStart?: string;
            /** Format: date */
            dateEnd?: string;
        };
        OtherCountryVisit: {
            countryName?: string;
            visitedPurpose?: string;
            /** Format: date */
            dateStart?: string;
            /** Format: date */
            dateEnd?: string;
        };
        KoreaFamily: {
            familyName?: string;
            /** Format: date */
            familyBirthDate?: string;
            familyCountry?: string;
            /** @enum {string} */
            familyRelationship?: "spouse" | "child" | "parent" | "sibling";
        };
        Visit: {
            purpose?: components["schemas"]["Purpose"];
            purposeOther?: string;
            stayTier?: components["schemas"]["StayTier"];
            /** Format: date */
            entryDate?: string;
            /** Format: date */
            departureDate?: string;
            days?: number;
            koreaMobile?: string;
            /** @description Address or hotel in Korea. */
            koreaAddress?: string;
            haveCompanion?: boolean;
            companions?: components["schemas"]["Companion"][];
            /** @description Visited Korea before. */
            visitedValue?: boolean;
            visitedTimes?: number;
            visitedPurpose?: string;
            /** @description Past five years. */
            visits?: components["schemas"]["Period"][];
            hadVisitedOther?: boolean;
            otherCountries?: components["schemas"]["OtherCountryVisit"][];
            haveInKorea?: boolean;
            koreaFamily?: components["schemas"]["KoreaFamily"][];
        };
        Invitation: {
            haveInvited?: boolean;
            invitedName?: string;
            invitedInfo?: string;
            invitedAddress?: string;
            invitedContact?: string;
            invitedRelationship?: string;
        };
        Cost: {
            /** @enum {string} */
            costPayer?: "self" | "inviter" | "other";
            payType?: string;
            /** @description US dollars. */
            cost?: number;
            payerName?: string;
            payerRelationship?: string;
            payerPhone?: string;
        };
        Helper: {
            haveHelper?: boolean;
            helperName?: string;
            /** Format: date */
            helperBirthDate?: string;
            helperContact?: string;
            helperRelationship?: string;
        };
        VisaChoice: {
            centerId?: string;
            /** @description Residence or work city. */
            locationValue?: string;
            /** @description VisaType id. */
            visaTypeValue?: string;
            /** @description VisaProduct id. */
            visaProductValue?: string;
            urgent?: boolean;
        };
        /** @description A certified travel agency as the center recorded it, with its main account and sub-accounts. */
        AgencyIdentity: {
            name: string;
            /** @description The travel agency operating licence number. */
            licenceNo: string | null;
            /**
             * @description The certification as of today.
             * @enum {string}
             */
            status: "valid" | "expired" | "revoked";
            /** Format: date */
            certifiedFrom: string | null;
            /** Format: date */
            certifiedUntil: string | null;
            contact: {
                name: string | null;
                phone: string | null;
                email: string | null;
            };
            /** @description The visa center the agency is certified at. */
            center: {
                id: string;
                name: string;
            } | null;
            /** @description The agency's limit of applicants on one order. */
            maxApplicantsPerOrder: number;
            /** @description The account signed in. */
            account: string;
            accounts: {
                account: string;
                name: string;
                /** @enum {string} */
                role: "main" | "sub";
            }[];
        };
        /** @description One earlier application of the same person by the same account. */
        EarlierApplication: {
            id: string;
            reference: string;
            applicantName: string;
            /** Format: date-time */
            updatedAt: string;
        };
        /** @description The answers that may be copied from an earlier application; each step is still reviewed before it is saved. */
        EarlierAnswers: {
            id: string;
            reference: string;
            personal?: components["schemas"]["Personal"];
            contact?: components["schemas"]["Contact"];
            family?: components["schemas"]["Family"];
            educationJob?: components["schemas"]["EducationJob"];
        };
        /** @description Everything an applicant fills, section by section. */
        ApplicantData: {
            passport?: components["schemas"]["Passport"];
            idCard?: components["schemas"]["IdCard"];
            minorExemption?: components["schemas"]["MinorExemption"];
            photoFileId?: string;
            bankCard?: components["schemas"]["BankCard"];
            personal?: components["schemas"]["Personal"];
            contact?: components["schemas"]["Contact"];
            family?: components["schemas"]["Family"];
            educationJob?: components["schemas"]["EducationJob"];
            visit?: components["schemas"]["Visit"];
            invitation?: components["schemas"]["Invitation"];
            cost?: components["schemas"]["Cost"];
            helper?: components["schemas"]["Helper"];
        };
        /** @description An applicant's answers as a save sends them: each step's sections (ApplicantData's), each field by name; the values are checked by the step's domain rules. */
        ApplicantFormInput: {
            passport?: {
                fileId?: unknown;
                passportNum?: unknown;
                surnameZh?: unknown;
                nameZh?: unknown;
                surnameEn?: unknown;
                nameEn?: unknown;
                gender?: unknown;
                birthDate?: unknown;
                birthPlaceZh?: unknown;
                birthPlaceEn?: unknown;
                birthCountry?: unknown;
                issuancePlaceZh?: unknown;
                issuancePlaceEn?: unknown;
                issuanceDate?: unknown;
                issuancePeriod?: unknown;
            };
            idCard?: {
                frontFileId?: unknown;
                backFileId?: unknown;
                name?: unknown;
                gender?: unknown;
                nation?: unknown;
                birthDate?: unknown;
                address?: unknown;
                idCardNo?: unknown;
                idcardAuthority?: unknown;
                idcardStartDate?: unknown;
                idcardEndDate?: unknown;
                longTerm?: unknown;
            };
            minorExemption?: {
                birthCertificateFileId?: unknown;
            };
            photoFileId?: unknown;
            bankCard?: {
                fileId?: unknown;
                cardNo?: unknown;
                cardGrade?: unknown;
                issuingBank?: unknown;
                cardType?: unknown;
                reservedMobile?: unknown;
            };
            personal?: {
                usedOtherName?: unknown;
                otherSurname?: unknown;
                otherName?: unknown;
                holdOtherCountry?: unknown;
                orderNationality?: unknown;
                holdOtherPassport?: unknown;
                otherPassportType?: unknown;
                otherPassportNum?: unknown;
                otherIssuancePlace?: unknown;
                otherIssuancePeriod?: unknown;
                otherIssuanceOrg?: unknown;
            };
            contact?: {
                address?: unknown;
                nowAddress?: unknown;
                mobile?: unknown;
                telephone?: unknown;
                email?: unknown;
                contactName?: unknown;
                contactGivenName?: unknown;
                contactMobile?: unknown;
                contactNationValue?: unknown;
                contactRelationValue?: unknown;
            };
            family?: {
                marital?: unknown;
                spouseSurname?: unknown;
                spouseName?: unknown;
                spouseBirthDate?: unknown;
                spouseNationality?: unknown;
                spouseMobile?: unknown;
                spouseAddress?: unknown;
                haveChild?: unknown;
                childrenCount?: unknown;
            };
            educationJob?: {
                education?: unknown;
                educationDescription?: unknown;
                universityName?: unknown;
                universityPlace?: unknown;
                occupation?: unknown;
                occupationDescription?: unknown;
                organizationName?: unknown;
                organizationPosition?: unknown;
                organizationAddress?: unknown;
                organizationPhone?: unknown;
            };
            visit?: {
                purpose?: unknown;
                purposeOther?: unknown;
                stayTier?: unknown;
                entryDate?: unknown;
                departureDate?: unknown;
                days?: unknown;
                koreaMobile?: unknown;
                koreaAddress?: unknown;
                haveCompanion?: unknown;
                companions?: {
                    surname?: unknown;
                    name?: unknown;
                    birthDate?: unknown;
                    nationality?: unknown;
                    relationship?: unknown;
                }[];
                visitedValue?: unknown;
                visitedTimes?: unknown;
                visitedPurpose?: unknown;
                visits?: {
                    dateStart?: unknown;
                    dateEnd?: unknown;
                }[];
                hadVisitedOther?: unknown;
                otherCountries?: {
                    countryName?: unknown;
                    visitedPurpose?: unknown;
                    dateStart?: unknown;
                    dateEnd?: unknown;
                }[];
                haveInKorea?: unknown;
                koreaFamily?: {
                    familyName?: unknown;
                    familyBirthDate?: unknown;
                    familyCountry?: unknown;
                    familyRelationship?: unknown;
                }[];
            };
            invitation?: {
                haveInvited?: unknown;
                invitedName?: unknown;
                invitedInfo?: unknown;
                invitedAddress?: unknown;
                invitedContact?: unknown;
                invitedRelationship?: unknown;
            };
            cost?: {
                costPayer?: unknown;
                payerName?: unknown;
                payerRelationship?: unknown;
                payType?: unknown;
                payerPhone?: unknown;
                cost?: unknown;
            };
            helper?: {
                haveHelper?: unknown;
                helperName?: unknown;
                helperBirthDate?: unknown;
                helperContact?: unknown;
                helperRelationship?: unknown;
            };
        };
        /** @description The application machine's context in a persisted snapshot: its top-level keys, each the machine's to read on restore. */
        ApplicationContextInput: {
            visaType?: unknown;
            product?: unknown;
            applicants?: unknown;
            refusal?: unknown;
            openApplicantId?: unknown;
            focusStep?: unknown;
            returnToReview?: unknown;
            applicationIds?: unknown;
            delivery?: unknown;
            returns?: unknown;
            order?: unknown;
            payment?: unknown;
            orderStatus?: unknown;
            extraPayment?: unknown;
            failure?: unknown;
        };
        /** @enum {string} */
        ApplyStatus: "filling" | "completed" | "confirmed" | "signed" | "submitted" | "ordered" | "inReview" | "incorrect" | "issued" | "refused" | "cancelled";
        ApplySummary: {
            id: string;
            /** @description The application's reference for people (decision 031): A and a number, e.g. A100042. Shown and quoted instead of the id. */
            reference: string;
            orderId: string | null;
            applicantName: string;
            passportNum: string;
            visaTypeName: string;
            visaProductName: string;
            urgent: boolean;
            status: components["schemas"]["ApplyStatus"];
            /**
             * @description client: a travel agency's client (issue 38 item 3); only an agency's account may give it.
             * @enum {string}
             */
            relation: "myself" | "familyMember" | "client";
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            updatedAt: string;
        };
        ApplyDetail: components["schemas"]["ApplySummary"] & {
            visaChoice: components["schemas"]["VisaChoice"];
            form: components["schemas"]["ApplicantData"];
            /** Format: date-time */
            signedAt: string | null;
            draftId?: string | null;
            applicant?: components["schemas"]["ApplicantEntry"];
            consularPostId?: string | null;
        };
        ApplicantEntry: {
            /** @description The flow's own key of the applicant; with draftId it makes createApply idempotent. */
            applicantId: string;
            name: string;
            /** @description Province (or any region code within it) of household registration or residence: decides the consular jurisdiction. */
            provinceCode: string;
        };
        /** @description The server requires draftId, applicant and relation (decision 014); a repeat with the same draftId and applicant.applicantId answers the application already made. */
        ApplyCreate: {
            draftId?: string;
            applicant?: components["schemas"]["ApplicantEntry"];
            visaChoice: components["schemas"]["VisaChoice"];
            /**
             * @description client: a travel agency's client (issue 38 item 3); only an agency's account may give it.
             * @enum {string}
             */
            relation?: "myself" | "familyMember" | "client";
            form?: components["schemas"]["ApplicantFormInput"];
        };
        ApplyUpdate: {
            applyId: string;
            /**
             * @description The form step saved; its sections of form are validated whole (an absent section reads as empty). Without it, every step with a section in form is validated.
             * @enum {string}
             */
            step?: "documents" | "personal" | "contact" | "family" | "educationJob" | "visit" | "invitationCostHelper";
            visaChoice?: components["schemas"]["VisaChoice"];
            form?: components["schemas"]["ApplicantFormInput"];
        };
        ApplyIdRequest: {
            applyId: string;
        };
        ApplySubmit: {
            /** @description 1 to 5 applications of the same consular jurisdiction. */
            applyIds: string[];
        };
        GeneratedForm: {
            applyId: string;
            file: components["schemas"]["DownloadLink"];
            /** Format: date-time */
            generatedAt: string;
        };
        FormQrCode: {
            applyId: string;
            qrContent: string;
            qrCodeSvg: string;
        };
        SendFormEmail: {
            applyId: string;
            /** Format: email */
            email: string;
        };
        MobileLimit: {
            mobile: string;
            used: number;
            limit: number;
            allowed: boolean;
        };
        IncorrectField: {
            /** @description Dotted path in ApplicantData, e.g. passport.nameEn. */
            field: string;
            reason: string;
            /** @description The field's name for people, in the request's language (answers only; decision 036). */
            label?: string;
        };
        IncorrectRecord: {
            id: string;
            applyId: string;
            fields: components["schemas"]["IncorrectField"][];
            /** @enum {string} */
            status: "open" | "corrected";
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            correctedAt: string | null;
            /** @description The center's note to the applicant beside the fields' reasons. */
            note?: string | null;
            /** @description What the applicant changed (decision 036): each flagged field before and after; empty while open. */
            corrections?: {
                field: string;
                before: unknown;
                after: unknown;
            }[];
        };
        IncorrectReport: {
            fields: components["schemas"]["IncorrectField"][];
            note?: string;
        };
        IncorrectDetail: {
            record: components["schemas"]["IncorrectRecord"];
            /** @description Current value of each incorrect field. */
            values: {
                [key: string]: unknown;
            };
        };
        IncorrectCorrection: {
            recordId: string;
            /** @description Field path → corrected value. */
            values: {
                [key: string]: unknown;
            };
        };
        ProgressQueryRequest: {
            /** @description The application's reference (A100001, decision 031) or the passport number. */
            number: string;
            /** @description The applicant's name, in Chinese or as in the passport; a wrong one answers not found. */
            name: string;
            deviceId: string;
            captchaCode: string;
        };
        ProgressQueryToken: {
            /** @description Short-lived token to read the result with GET. */
            token: string;
            /** Format: date-time */
            expiresAt: string;
        };
        ProgressResult: {
            /** @description The application's reference (A100001). */
            reference: string;
            /** @description Masked: the first character and stars. */
            applicantName: string;
            passportNumMasked: string;
            visaTypeName: string;
            status: components["schemas"]["ApplyStatus"];
            /** @description The stage in the asker's language. */
            statusText: string;
            /** @description The order's stage at the center; null before an order exists. */
            orderState: components["schemas"]["OrderState"] | null;
            /** @description Each stage the order reached, oldest first. */
            history: {
                state: components["schemas"]["OrderState"];
                /** Format: date-time */
                at: string;
            }[];
            /** Format: date-time */
            updatedAt: string;
            centerName: string;
        };
        KoreaAddressSearch: {
            keyword: string;
        };
        KoreaAddress: {
            zipCode: string;
            roadAddress: string;
            jibunAddress: string;
            addressEn: string;
        };
        /** @description A page of Korean addresses. */
        KoreaAddressPage: {
            records: components["schemas"]["KoreaAddress"][];
            /** @description Number of records over all pages. */
            total: number;
            /** @description 1-based page number of this answer. */
            page: number;
            /** @description Page size of this answer. */
            size: number;
        };
        SignQrRequest: {
            applyId: string;
        };
        SignQr: {
            /** @description Id the desktop polls with. */
            signId: string;
            /** @description URL of the phone page, carrying the single-use sign token. */
            qrContent: string;
            qrCodeSvg: string;
            /** Format: date-time */
            expiresAt: string;
        };
        SignSummary: {
            applyId: string;
            applicantName: string;
            passportNumMasked: string;
            visaTypeName: string;
            /** @description Declaration the applicant signs. */
            statement: string;
            /** Format: date-time */
            expiresAt: string;
        };
        SignatureSubmit: {
            /** @description PNG data URL of the signature pad. */
            signaturePng: string;
            /** @constant */
            agreed: true;
        };
        SignStatus: {
            signId: string;
            /** @enum {string} */
            status: "waiting" | "opened" | "signed" | "expired";
            /** Format: date-time */
            signedAt: string | null;
        };
        DraftSummary: {
            id: string;
            /** @description Short human summary, e.g. visa type and applicant names. */
            title: string;
            applicantNames: string[];
            /** @description Route name of where the flow stopped. */
            step: string;
            version: number;
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            updatedAt: string;
        };
        DraftSummaryInput: {
            title: string;
            applicantNames: string[];
            step: string;
        };
        Draft: {
            id: string;
            /** @description The persisted XState snapshot as it was saved (a draft saved by an older machine may carry keys it has since dropped). */
            snapshot: {
                [key: string]: unknown;
            };
            summary: components["schemas"]["DraftSummaryInput"];
            /** @description Increases on every save; a save with an older version answers 409. */
            version: number;
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            updatedAt: string;
        };
        /** @description Persisted XState snapshot of the application actor, as JSON: its state value and context are checked here (decision 116); the rest (children, history) is the machine's. */
        DraftSnapshotInput: {
            /** @enum {string} */
            status: "active" | "done" | "error" | "stopped";
            value: components["schemas"]["StateValue"];
            context: components["schemas"]["ApplicationContextInput"];
        };
        /** @description An XState state value: a state's name, or an object of each active region's name to its own state value. */
        StateValue: string | {
            [key: string]: components["schemas"]["StateValue"];
        };
        DraftCreate: {
            snapshot: components["schemas"]["DraftSnapshotInput"];
            summary: components["schemas"]["DraftSummaryInput"];
            /** @description The id the client chose for the new draft (a random UUID). A create sent again with it (a reload while the first was on its way) answers the caller's draft of that id, as it is stored, and makes no second one. The caller's deleted draft's id is answered 404, as reading that draft is: what was deleted does not come back. Another person's id is replaced by a new one, and the answer says nothing of it. Absent: the server chooses. */
            id?: string;
        };
        DraftSave: {
            snapshot: components["schemas"]["DraftSnapshotInput"];
            summary: components["schemas"]["DraftSummaryInput"];
            /** @description Version the client last read; the server refuses the save without it. */
            version?: number;
        };
        /** @description A page of unfinished drafts (the to-do list). */
        DraftPage: {
            records: components["schemas"]["DraftSummary"][];
            /** @description Number of records over all pages. */
            total: number;
            /** @description 1-based page number of this answer. */
            page: number;
            /** @description Page size of this answer. */
            size: number;
        };
        ReservationCalendar: {
            centerId: string;
            /** @description YYYY-MM. */
            month: string;
            days: {
                /** Format: date */
                date: string;
                open: boolean;
                slots: {
                    /** @description HH:mm. */
                    time: string;
                    remaining: number;
                }[];
                /** @description Why closed, or that the center confirms the date (no published holiday schedule). */
                note: string | null;
            }[];
        };
        ReservationRequest: {
            centerId: string;
            /** Format: date */
            date: string;
            time: string;
            /** @enum {string} */
            kind: "offline" | "selfDelivery";
            name: string;
            /** @description Mainland mobile number, 11 digits. */
            mobile: string;
            smsCode: string;
            people: number;
            purpose?: components["schemas"]["ReservationPurpose"];
            /** @description Offline: the visitor's ID card or passport number (letters and digits). */
            idNumber?: string;
            /** @description Confirms that this mobile's earlier booking of the same kind is cancelled (spec §5: duplicates are cancelled). Without it, a mobile holding a booking is answered code 409, data.reason replacesEarlier and data.earlier (a ReplacedReservation), once the SMS code is checked; that answer leaves the code unspent for the confirmed call. */
            replaceEarlier?: boolean;
        };
        ReplacedReservation: {
            reservationNo: string;
            centerName: string;
            /** Format: date */
            date: string;
            time: string;
        };
        /**
         * @description What an offline appointment is for; required for kind offline.
         * @enum {string}
         */
        ReservationPurpose: "submitMaterials" | "collectPassport" | "enquiry";
        ReservationFind: {
            /** @description The booking reference the confirmation showed. */
            reservationNo: string;
            mobile: string;
            /** @description A reservation code sent to that mobile. */
            smsCode: string;
        };
        ReservationChange: {
            id: string;
            cancelToken: string;
            /** Format: date */
            date: string;
            time: string;
        };
        Reservation: {
            id: string;
            reservationNo: string;
            centerId: string;
            /** Format: date */
            date: string;
            time: string;
            /** @enum {string} */
            kind: "offline" | "selfDelivery";
            name: string;
            mobile: string;
            people: number;
            /** @description Keep to cancel without logging in. */
            cancelToken: string;
            /** Format: date-time */
            createdAt: string;
            purpose?: components["schemas"]["ReservationPurpose"] | null;
            /** @enum {string} */
            status?: "booked" | "cancelled";
            centerName?: string;
            /** @description The booking answer only; the earlier bookings of the mobile this one cancelled. */
            replaced?: components["schemas"]["ReplacedReservation"][];
        };
        Delivery: {
            /** @enum {string} */
            way: "courier" | "selfDelivery";
            senderName?: string;
            senderPhone?: string;
            provinceId?: string;
            cityId?: string;
            districtId?: string;
            address?: string;
            /** @description Add to saved addresses. */
            saveAddress?: boolean;
            /**
             * Format: date
             * @description Self-delivery.
             */
            reservationDate?: string;
            /** @description Self-delivery, HH:mm. */
            reservationTime?: string;
            normalCount?: number;
            urgentCount?: number;
            /** @enum {string} */
            senderRelation?: "myself" | "familyMember";
            /** Format: date */
            exitDate?: string;
            /** @description In answers only: province, city and district names of the sender's address, in the request language. */
            readonly regionText?: string;
        };
        ReturnWay: {
            /** @enum {string} */
            way: "courier" | "pickup";
            recipient?: string;
            phone?: string;
            provinceId?: string;
            cityId?: string;
            districtId?: string;
            address?: string;
            /** @description Applicants whose passports go to this address. */
            applyIds: string[];
            /** @description In answers only: province, city and district names of the return address, in the request language. */
            readonly regionText?: string;
        };
        OrderCreate: {
            draftId?: string;
            /** @description 1 to 5 signed applications. */
            applyIds: string[];
            delivery: components["schemas"]["Delivery"];
            /** @description One way per group of applicants; each group's fields are checked against the order's urgency in the handler. */
            returns: components["schemas"]["ReturnWay"][];
        };
        /**
         * @description Where the order stands, as the server stores it (src/domain/order-stages.ts): unlike OrderState, the visa decision is told (issued or refused) and a supplement owed does not hide the stage.
         * @enum {string}
         */
        OrderStage: "filling" | "submitted" | "signed" | "pendingPayment" | "paid" | "accepted" | "inReview" | "issued" | "refused" | "returned" | "collected" | "cancelled";
        /** @enum {string} */
        OrderState: "pendingConfirm" | "pendingPayment" | "paid" | "materialsReceived" | "inReview" | "extraPaymentRequired" | "decided" | "returning" | "completed" | "cancelled";
        OrderFees: {
            /** @enum {string} */
            currency: "CNY" | "USD";
            visaFee: number;
            serviceFee: number;
            urgentFee: number;
            deliveryFee: number;
            returnExpressFee: number;
            total: number;
        };
        OrderSummary: {
            id: string;
            orderNo: string;
            /** Format: date-time */
            createdAt: string;
            /** @description Total to pay. */
            amount: number;
            /** @enum {string} */
            currency: "CNY" | "USD";
            expressNo: string | null;
            state: components["schemas"]["OrderState"];
            stage: components["schemas"]["OrderStage"];
            /** Format: date */
            applicationDate: string | null;
            /** @description Consular post name. */
            jurisdiction: string;
            subAccount: string | null;
            applicantNames: string[];
            /** @description Every supplement the center asked for on this order, oldest first. */
            supplements: components["schemas"]["OrderSupplement"][];
            /** @description What has been paid so far in the order's currency: the order's payment and every paid supplement. */
            paidTotal: number;
            /** @description Every refund of the order's payments, oldest first; empty when none. */
            refunds: components["schemas"]["RefundLine"][];
        };
        OrderSupplement: {
            amount: number;
            /** @enum {string} */
            currency: "CNY" | "USD";
            /** @description Why the center asks for it, as the center wrote it. */
            reasons: string[];
            /** @enum {string} */
            status: "unpaid" | "paid" | "closed";
            /** Format: date-time */
            requestedAt: string;
            /** @description How it was paid; null until paid. */
            method: components["schemas"]["PaymentMethod"] | null;
            /** Format: date-time */
            paidAt: string | null;
        };
        OrderDetail: components["schemas"]["OrderSummary"] & {
            /** @description The application draft the order was made from: its payments (the order's and a supplement's) are made through the draft's flow. Null when the order has none. */
            draftId: string | null;
            fees: components["schemas"]["OrderFees"];
            payment: {
                amount: number;
                method: components["schemas"]["PaymentMethod"];
                /** Format: date-time */
                paidAt: string;
            } | null;
            delivery: components["schemas"]["Delivery"];
            returns: components["schemas"]["ReturnWay"][];
            applies: components["schemas"]["ApplySummary"][];
            invoice: {
                /**
                 * @description canApply until an invoice is requested (whether the order is paid is its state's business); failed: the invoicing provider refused it, retryable.
                 * @enum {string}
                 */
                status: "canApply" | "invoicing" | "issued" | "failed";
                recordId: string | null;
            };
        };
        /** @description A page of orders. */
        OrderPage: {
            records: components["schemas"]["OrderSummary"][];
            /** @description Number of records over all pages. */
            total: number;
            /** @description 1-based page number of this answer. */
            page: number;
            /** @description Page size of this answer. */
            size: number;
        };
        OrderStatusEntry: {
            state: components["schemas"]["OrderState"];
            /** Format: date-time */
            at: string;
            note: string | null;
        };
        ExtraPayment: {
            orderId: string;
            amount: number;
            /** @enum {string} */
            currency: "CNY" | "USD";
            items: {
                reason: string;
                amount: number;
            }[];
            /** @enum {string} */
            status: "unpaid" | "paid" | "closed";
            /** Format: date-time */
            paidAt: string | null;
        };
        /** @description One waybill's route in the request language, the latest event first. With no waybill in that direction yet: status none, empty company, number and traces. */
        ExpressRoute: {
            /** @description The courier's name as people read it. */
            company: string;
            expressNo: string;
            /** @enum {string} */
            direction: "send" | "return";
            /** @enum {string} */
            status: "none" | "inTransit" | "delivering" | "signed" | "problem";
            traces: {
                /** Format: date-time */
                time: string;
                location: string;
                description: string;
            }[];
            /** @description Every waybill of the order in this direction (one per return address), so each can be asked for by expressNo. */
            waybills: {
                expressNo: string;
                applyIds: string[];
            }[];
        };
        /** @enum {string} */
        PaymentMethod: "wechat" | "alipay";
        PaymentQr: {
            method: components["schemas"]["PaymentMethod"];
            /** @enum {string} */
            kind: "order" | "extra";
            orderId: string;
            /** @description Our trade number at the gateway. */
            outTradeNo: string;
            /** @description What the QR code encodes (code_url / qr_code). */
            qrContent: string;
            amount: number;
            /** @constant */
            currency: "CNY";
            /** Format: date-time */
            expiresAt: string;
        };
        /**
         * @description Our normalised status.
         * @enum {string}
         */
        PaymentStatus: "pending" | "paid" | "closed" | "failed";
        WechatPaymentStatus: {
            outTradeNo: string;
            /** @enum {string} */
            tradeState: "NOTPAY" | "USERPAYING" | "SUCCESS" | "CLOSED" | "PAYERROR";
            status: components["schemas"]["PaymentStatus"];
            /** Format: date-time */
            paidAt: string | null;
        };
        AlipayPaymentStatus: {
            outTradeNo: string;
            /** @enum {string} */
            tradeStatus: "WAIT_BUYER_PAY" | "TRADE_SUCCESS" | "TRADE_CLOSED" | "TRADE_FINISHED";
            status: components["schemas"]["PaymentStatus"];
            /** Format: date-time */
            paidAt: string | null;
        };
        PaymentClosed: {
            outTradeNo: string;
            status: components["schemas"]["PaymentStatus"];
        };
        /** @description WeChat Pay v3 notification; the signature is in the Wechatpay-* headers. */
        WechatNotify: {
            id: string;
            create_time?: string;
            /** @description TRANSACTION.SUCCESS for a payment; REFUND.SUCCESS, REFUND.ABNORMAL or REFUND.CLOSED for a refund. */
            event_type: string;
            resource_type?: string;
            summary?: string;
            resource: {
                algorithm: string;
                ciphertext: string;
                associated_data?: string;
                nonce: string;
                original_type?: string;
            };
        };
        /** @description Alipay asynchronous notification (form fields); signed with RSA2 over the sorted fields. */
        AlipayNotify: {
            notify_id: string;
            notify_time?: string;
            app_id?: string;
            out_trade_no: string;
            trade_no?: string;
            trade_status: string;
            total_amount?: string;
            gmt_payment?: string;
            sign: string;
            sign_type: string;
        };
        NotifyAck: {
            acknowledged: boolean;
        };
        /** @description WeChat Pay v3's failure answer to a notify (HTTP 4XX). */
        WechatNotifyRefusal: {
            /** @constant */
            code: "FAIL";
            /** @description Why, in the request language (WeChat Pay only records it). */
            message: string;
        };
        InvoiceTitle: {
            id: string;
            /** @enum {string} */
            type: "personal" | "company";
            title: string;
            /** @description Company taxpayer number. */
            taxNo: string | null;
            phone: string;
            email: string;
            isDefault: boolean;
        };
        /** @description A company's title requires its taxNo; a person's is kept without one. */
        InvoiceTitleInput: {
            /** @description Present to edit. */
            id?: string;
            /** @enum {string} */
            type: "personal" | "company";
            title: string;
            /** @description A company's: 15 or 20 characters, or an 18-character unified social credit code whose check character (GB 32100) is right. */
            taxNo?: string;
            /** @description 5 to 20 digits; spaces, hyphens, dots and brackets between them are taken and dropped: the title keeps the digits. */
            phone: string;
            /** Format: email */
            email: string;
            isDefault?: boolean;
        };
        InvoiceApply: {
            orderId: string;
            titleId: string;
            /** Format: email */
            email?: string;
        };
        InvoiceRecord: {
            id: string;
            orderId: string;
            orderNo: string;
            /** @description The title as it was when the invoice was requested (a later edit of the title does not change it). */
            title: components["schemas"]["InvoiceTitle"];
            /** @description Everything paid for the order: its payment and every paid supplement. */
            amount: number;
            /** @constant */
            currency: "CNY";
            items: components["schemas"]["InvoiceItem"][];
            /**
             * @description invoicing: with the invoicing provider; failed: the provider refused it (see failure), retryInvoice sends it again.
             * @enum {string}
             */
            status: "invoicing" | "issued" | "failed";
            /** @description The provider's invoice number once issued. */
            invoiceNo: string | null;
            /** @description Why the provider refused it, in the caller's language; null unless failed. */
            failure: string | null;
            /** @description The address the invoice screen offers to mail it to (the title's e-mail unless another was given). */
            email: string | null;
            /** @description The issued invoice's PDF: a signed link for its owner, null until issued. */
            file: components["schemas"]["DownloadLink"] | null;
            /** @description Lets the mail call resend this invoice. */
            mailToken: string | null;
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            issuedAt: string | null;
        };
        InvoicePreview: {
            orderId: string;
            orderNo: string;
            /** @description Everything paid for the order so far. */
            amount: number;
            /** @constant */
            currency: "CNY";
            items: components["schemas"]["InvoiceItem"][];
            /**
             * @description Why no invoice can be requested now; null when it can.
             * @enum {string|null}
             */
            blocked: "notPaid" | "supplementOpen" | "alreadyRequested" | "notConfigured" | null;
            /** @description The invoice already requested for this order. */
            recordId: string | null;
        };
        InvoiceItem: {
            /** @description What was paid for, in the caller's language (the order, or a supplement with its reasons). */
            name: string;
            amount: number;
        };
        InvoiceRecordFilter: {
            /** @enum {string} */
            status?: "invoicing" | "issued" | "failed";
            orderId?: string;
        };
        /** @description A page of invoice records. */
        InvoiceRecordPage: {
            records: components["schemas"]["InvoiceRecord"][];
            /** @description Number of records over all pages. */
            total: number;
            /** @description 1-based page number of this answer. */
            page: number;
            /** @description Page size of this answer. */
            size: number;
        };
        InvoiceMail: {
            recordId: string;
            mailToken: string;
            /** Format: email */
            email: string;
        };
        /** @enum {string} */
        StaffRole: "clerk" | "supervisor" | "finance" | "editor" | "admin";
        StaffMember: {
            id: string;
            /** Format: email */
            email: string;
            name: string;
            role: components["schemas"]["StaffRole"];
            /** @description The center the person works at; null for an admin (all centers). */
            centerId: string | null;
            /** @enum {string} */
            status: "invited" | "active" | "disabled";
        };
        StaffSignInRequest: {
            email: string;
            password: string;
        };
        StaffSignInStep: {
            /** @description A half-open staff token: send it as `Bearer` to staffSignInSecondFactor. */
            token: string;
            /** @enum {string} */
            tokenType: "Bearer";
            /** @description Seconds within which the second factor must be given. */
            expiresIn: number;
            methods: ("totp" | "recoveryCode")[];
        };
        /** @description Exactly one of the two (no other property is allowed, and one must be there). */
        StaffSecondFactorRequest: {
            /** @description The 6-digit code of the authenticator app. */
            code?: string;
            /** @description One of the recovery codes given at enrolment. */
            recoveryCode?: string;
        };
        StaffSession: {
            /** @description Seconds of idle time before the session ends (15 min); every call restarts it. */
            expiresIn: number;
            staff: components["schemas"]["StaffMember"];
            recoveryCodesLeft: number;
        };
        StaffEnrolment: {
            /** Format: email */
            email: string;
            name: string;
            role: components["schemas"]["StaffRole"];
            centerId: string | null;
            /** @enum {string} */
            purpose: "enrol" | "reset";
            /** Format: date-time */
            expiresAt: string;
            /** @description The TOTP secret in base32, to type into an app by hand. */
            secret: string;
            /** @description otpauth://totp/… (SHA-1, 6 digits, 30 s). */
            otpauthUri: string;
            /** @description The otpauth URI as an SVG QR code. */
            qrSvg: string;
        };
        StaffEnrolRequest: {
            password: string;
            code: string;
        };
        StaffRecoveryCodes: {
            /** @description Each works once; shown this once only. */
            recoveryCodes: string[];
        };
        StaffTeamMember: {
            id: string;
            /** Format: email */
            email: string;
            name: string;
            role: components["schemas"]["StaffRole"];
            centerId: string | null;
            /** @enum {string} */
            status: "invited" | "active" | "disabled";
            totpEnrolled: boolean;
            /** Format: date-time */
            createdAt: string;
        };
        StaffInviteRequest: {
            /** Format: email */
            email: string;
            name: string;
            role: components["schemas"]["StaffRole"];
            /** @description Null for an admin; a center that exists for every other role. */
            centerId: string | null;
        };
        StaffUpdateRequest: {
            name?: string;
            role: components["schemas"]["StaffRole"];
            centerId: string | null;
            /** @enum {string} */
            status: "active" | "disabled";
        };
        StaffInvitation: {
            member: components["schemas"]["StaffTeamMember"];
            /** @description False when the mail provider refused: the link is not shown anywhere; send a new one (resetStaff). */
            mailSent: boolean;
        };
        /**
         * @description A work queue: paid and not accepted; accepted or in review; a supplement owed; a correction open; decided and not back; back today (China day).
         * @enum {string}
         */
        StaffQueue: "toAccept" | "inReview" | "supplementsAwaitingPayment" | "correctionsAwaitingApplicant" | "readyToReturn" | "returnedToday";
        StaffQueueCounts: {
            /** @description The center counted; null for all (an admin). */
            centerId: string | null;
            toAccept: number;
            inReview: number;
            supplementsAwaitingPayment: number;
            correctionsAwaitingApplicant: number;
            readyToReturn: number;
            returnedToday: number;
        };
        StaffOrderApplicant: {
            applyId: string;
            /** @description The application's reference (A100001). */
            reference: string;
            name: string;
            status: components["schemas"]["ApplyStatus"];
        };
        StaffOrderSummary: {
            id: string;
            orderNo: string;
            centerId: string | null;
            stage: components["schemas"]["OrderStage"];
            state: components["schemas"]["OrderState"] | null;
            /** @description The state in the caller's language, the words the applicant's progress reads. */
            stateText: string;
            /** @enum {string|null} */
            decision: "issued" | "refused" | null;
            extraPaymentDue: boolean;
            amount: number;
            /** @enum {string} */
            currency: "CNY" | "USD";
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            paidAt: string | null;
            /** Format: date */
            applicationDate: string | null;
            /** @description The ordering account's mobile. */
            mobile: string | null;
            applicants: components["schemas"]["StaffOrderApplicant"][];
        };
        StaffOrderPage: {
            records: components["schemas"]["StaffOrderSummary"][];
            total: number;
            page: number;
            size: number;
        };
        StaffAppointmentDay: {
            /** Format: date */
            date: string;
            centerId: string;
            /** @description Every slot of the center's day, in order, with the reservations booked in it. */
            hours: {
                /** @description HH:mm. */
                time: string;
                people: number;
                reservations: {
                    id: string;
                    reservationNo: string;
                    /** @enum {string} */
                    kind: "offline" | "selfDelivery";
                    /** @enum {string|null} */
                    purpose: "submitMaterials" | "collectPassport" | "enquiry" | null;
                    name: string;
                    mobile: string;
                    people: number;
                    orderId: string | null;
                    orderNo: string | null;
                }[];
            }[];
        };
        /**
         * @description The center's events of the order status machine: accepted and reviewed, issued and refused (a supervisor's), returned (by courier) and collected (at the center).
         * @enum {string}
         */
        StaffMoveEvent: "accepted" | "reviewed" | "issued" | "refused" | "returned" | "collected";
        /** @description One section of the answers as the printed form and the confirmation screen lay it out, with their labels. */
        StaffAnswerSection: {
            title: components["schemas"]["StaffBilingual"];
            rows: {
                label: components["schemas"]["StaffBilingual"];
                value: string;
            }[];
        };
        StaffBilingual: {
            zh: string;
            en: string;
            ko?: string;
        };
        StaffOrderView: {
            order: components["schemas"]["StaffOrderSummary"];
            applicants: {
                applyId: string;
                reference: string;
                name: string;
                status: components["schemas"]["ApplyStatus"];
                /** Format: date-time */
                submittedAt: string | null;
                sections: components["schemas"]["StaffAnswerSection"][];
                /** @description The answers the center may flag (a value, not a file), named by the same labels. */
                flaggable: {
                    /** @description Dotted path (passport.passportNum). */
                    field: string;
                    /** @description The field's name in the caller's language. */
                    label: string;
                }[];
                /** @description Its incorrect-details records, oldest first. */
                corrections: {
                    id: string;
                    /** @enum {string} */
                    status: "open" | "corrected";
                    fields: {
                        field: string;
                        label: string;
                        reason: string;
                    }[];
                    /** Format: date-time */
                    createdAt: string;
                    /** Format: date-time */
                    correctedAt: string | null;
                }[];
            }[];
            documents: {
                id: string;
                applyId: string;
                /** @description Where the application names it (photoFileId, passport.fileId). */
                field: string;
                /** @description The upload's purpose. */
                kind: string;
                /** @description The field's name in the caller's language, with the application's reference. */
                name: string;
                contentType: string;
                size: number;
                /** @description The staff download (GET with the staff token): /api-staff/orders/{id}/documents/{fileId}. */
                url: string;
            }[];
            form: {
                /** @description The staff download of the order's forms PDF (GET with the staff token). */
                url: string;
                fileName: string;
            };
            payments: {
                outTradeNo: string;
                /** @enum {string} */
                kind: "order" | "extra";
                /** @enum {string} */
                method: "wechat" | "alipay";
                amount: number;
                currency: string;
                /**
                 * @description refundDue: taken a second time for the same purpose, refunded in full without anyone acting (refunding, then refunded or refundFailed).
                 * @enum {string}
                 */
                status: "pending" | "paid" | "closed" | "failed" | "refundDue" | "refunding" | "refunded" | "refundFailed";
                /** Format: date-time */
                createdAt: string;
                /** Format: date-time */
                paidAt: string | null;
            }[];
            supplements: components["schemas"]["ExtraPayment"][];
            history: {
                state: components["schemas"]["OrderState"];
                stateText: string;
                /** Format: date-time */
                at: string;
                note: string | null;
            }[];
            waybills: {
                expressNo: string;
                company: string;
                /** @enum {string} */
                direction: "send" | "return";
                groupIndex: number;
                /** Format: date-time */
                createdAt: string;
            }[];
            /** @description The events the order status machine allows now and the caller's role may press. */
            allowedMoves: components["schemas"]["StaffMoveEvent"][];
            /** @description Whether the caller may ask for a supplement now. */
            supplementAllowed: boolean;
            /** @description Whether the caller may make the return waybill now (decided, some passport going back by courier). */
            returnWaybillAllowed: boolean;
        };
        StaffMoveRequest: {
            /** @enum {string} */
            event: "accepted" | "reviewed" | "returned" | "collected";
        };
        StaffDecisionRequest: {
            /** @enum {string} */
            decision: "issued" | "refused";
        };
        StaffSupplementRequest: {
            /** @description In the order's currency; kept to the cent. */
            amount: number;
            reason: {
                zh: string;
                en: string;
                ko: string;
            };
        };
        /**
         * @description A refund's state: refunding (sent to the gateway, not settled yet), refunded (the money is on its way back), refundFailed (the gateway refused it or was unreachable too many times; the finance role may try it again).
         * @enum {string}
         */
        RefundStatus: "refunding" | "refunded" | "refundFailed";
        /**
         * @description Why: duplicate (a payment taken twice, refunded without anyone acting), center (the finance role, with a reason), cancelled (a paid order cancelled before the center accepted it).
         * @enum {string}
         */
        RefundCause: "duplicate" | "center" | "cancelled";
        /** @description One refund as the payer sees it. */
        RefundLine: {
            /** @description The portal's refund number, one per refund: the gateway's idempotency key. */
            outRefundNo: string;
            /** @description The payment it gives money back from. */
            outTradeNo: string;
            method: components["schemas"]["PaymentMethod"];
            /** @description Yuan, two decimals. */
            amount: number;
            status: components["schemas"]["RefundStatus"];
            cause: components["schemas"]["RefundCause"];
            /** @description Why, in the request language. */
            reason: string;
            /** Format: date-time */
            requestedAt: string;
            /**
             * Format: date-time
             * @description When the gateway settled it; null until refunded.
             */
            refundedAt: string | null;
        };
        /** @description One refund as the finance role sees it. */
        Refund: {
            /** @description The portal's refund number, one per refund: the gateway's idempotency key. */
            outRefundNo: string;
            outTradeNo: string;
            orderId: string;
            orderNo: string;
            method: components["schemas"]["PaymentMethod"];
            /** @description Yuan, two decimals. */
            amount: number;
            status: components["schemas"]["RefundStatus"];
            cause: components["schemas"]["RefundCause"];
            reason: {
                zh: string;
                en: string;
                ko: string;
            };
            /** @description The staff member who asked for it, as the audit trail names them; null when the portal did (duplicate, cancelled). */
            requestedBy: string | null;
            /** @description Calls made to the gateway so far. */
            attempts: number;
            /** @description The gateway's last refusal or fault, in its own words; null when none. */
            lastError: string | null;
            /** Format: date-time */
            requestedAt: string;
            /** Format: date-time */
            refundedAt: string | null;
        };
        RefundPage: {
            records: components["schemas"]["Refund"][];
            total: number;
            page: number;
            size: number;
        };
        /** @description One of the order's payments with what was refunded from it and what still may be. */
        OrderPaymentRefunds: {
            outTradeNo: string;
            /** @enum {string} */
            kind: "order" | "extra";
            method: components["schemas"]["PaymentMethod"];
            /** @description What was paid. */
            amount: number;
            /** @enum {string} */
            currency: "CNY" | "USD";
            /** @enum {string} */
            status: "pending" | "paid" | "closed" | "failed" | "refundDue" | "refunding" | "refunded" | "refundFailed";
            /** Format: date-time */
            paidAt: string | null;
            /** @description The sum of its refunds that did not fail (refunding or refunded). */
            refundedAmount: number;
            /** @description What may still be refunded: the amount less refundedAmount; 0 when the payment is not paid. */
            refundableAmount: number;
            /** @description Its refunds, oldest first. */
            refunds: components["schemas"]["Refund"][];
        };
        StaffRefundInput: {
            /** @description One of the order's payments. */
            outTradeNo: string;
            /** @description Yuan; kept to the cent. At most what the payment still may refund. */
            amount: number;
            reason: {
                zh: string;
                en: string;
                ko: string;
            };
            /**
             * Format: uuid
             * @description Made by the screen once per form: a second submit of the same form is the same refund.
             */
            requestId: string;
        };
        StaffFlagRequest: {
            applyId: string;
            fields: {
                field: string;
                reason: string;
            }[];
            note?: string | null;
        };
        StaffAuditEntry: {
            id: number;
            /** Format: date-time */
            at: string;
            /** @enum {string} */
            actorKind: "staff" | "integration" | "system" | "anonymous";
            /** @description The staff member's e-mail or the integration's name when it acted. */
            actorLabel: string | null;
            actorRole: string | null;
            /** @description order.accepted, order.supplementRequested, order.incorrectFlagged, order.returnWaybillMade … */
            action: string;
            recordKind: string | null;
            recordId: string | null;
            /** @description What the record was (JSON). */
            before: unknown;
            /** @description What it became (JSON). */
            after: unknown;
            address: string | null;
        };
        /** @description One text in the three languages, each written (never one copied into the others by the server). */
        StaffText: {
            zh: string;
            en: string;
            ko: string;
        };
        StaffLongText: {
            zh: string;
            en: string;
            ko: string;
        };
        StaffAgencyInput: {
            name: string;
            /** @description The travel agency operating licence the center checked. */
            licenceNo: string;
            /** Format: date */
            certifiedFrom: string;
            /** Format: date */
            certifiedUntil: string;
            /** @description false: the certificate is revoked (the agency signs in but orders nothing). */
            certified: boolean;
            centerIds: string[];
            /** @description Never above the spec's five. */
            maxApplicantsPerOrder: number;
            contact: {
                name: string;
                phone: string;
                /** Format: email */
                email: string;
            };
        };
        StaffAgency: {
            id: string;
            name: string;
            licenceNo: string | null;
            certifiedFrom: string | null;
            certifiedUntil: string | null;
            certified: boolean;
            /**
             * @description What stops it ordering, if anything, today (China's date): suspended first.
             * @enum {string}
             */
            status: "valid" | "expired" | "revoked" | "suspended";
            /** Format: date-time */
            suspendedAt: string | null;
            centerIds: string[];
            maxApplicantsPerOrder: number;
            contact: {
                name: string | null;
                phone: string | null;
                email: string | null;
            };
            /** @description Its accounts (main and sub). */
            accounts: number;
        };
        StaffAgencyPage: {
            records: components["schemas"]["StaffAgency"][];
            total: number;
            page: number;
            size: number;
        };
        StaffAgencyAccount: {
            account: string;
            name: string;
            /** @enum {string} */
            role: "main" | "sub";
            /** Format: date-time */
            suspendedAt: string | null;
        };
        StaffSuspendRequest: {
            /** @description Why, for the audit trail (the agency is told in the portal's own words). */
            reason: string;
        };
        StaffArticleInput: {
            /** @description An article type: announcement, news, faq … */
            typeCode: string;
            title: components["schemas"]["StaffText"];
            summary: components["schemas"]["StaffText"];
            /** @description HTML; the pages show only a short list of tags (src/ui/rich-text.tsx). */
            body: components["schemas"]["StaffLongText"];
        };
        StaffArticle: {
            id: string;
            typeCode: string;
            /** @enum {string} */
            status: "draft" | "published";
            title: components["schemas"]["StaffText"];
            summary: components["schemas"]["StaffText"];
            body: components["schemas"]["StaffLongText"];
            /**
             * Format: date-time
             * @description When it was published; null for a draft.
             */
            publishedAt: string | null;
            /** Format: date-time */
            updatedAt: string | null;
        };
        StaffArticlePage: {
            records: components["schemas"]["StaffArticle"][];
            total: number;
            page: number;
            size: number;
        };
        StaffHours: {
            opens: string;
            closes: string;
        };
        StaffCenterSettings: {
            submissionHours: components["schemas"]["StaffHours"];
            openingHours: components["schemas"]["StaffText"];
            /** @description People one reservation slot takes. */
            slotCapacity: number;
        };
        StaffCenter: {
            id: string;
            name: components["schemas"]["StaffText"];
            submissionHours: components["schemas"]["StaffHours"];
            openingHours: components["schemas"]["StaffText"];
            slotCapacity: number;
            /** @description The slots these hours give, one an hour. */
            slotTimes: string[];
        };
        /** @description Without from and until: the whole day. With both: the slots starting at or after from and before until. */
        StaffClosureInput: {
            /** Format: date */
            date: string;
            from?: string;
            until?: string;
            reason: components["schemas"]["StaffText"];
        };
        StaffClosure: {
            id: string;
            centerId: string;
            /** Format: date */
            date: string;
            from: string | null;
            until: string | null;
            reason: components["schemas"]["StaffText"];
            /** @description Holders of appointments it hit who were told. */
            notified: number;
            /** Format: date-time */
            createdAt: string;
        };
        StaffClosurePage: {
            records: components["schemas"]["StaffClosure"][];
            total: number;
            page: number;
            size: number;
        };
        StaffCalendarDay: {
            /** Format: date */
            date: string;
            /**
             * @description workday: a make-up working day (a weekend day worked).
             * @enum {string}
             */
            kind: "holiday" | "workday";
            name: components["schemas"]["StaffText"];
        };
        StaffCalendarYearInput: {
            /** @description Where it comes from, e.g. the State Council's notice. */
            source: string;
            days: components["schemas"]["StaffCalendarDay"][];
        };
        StaffCalendarYear: {
            year: number;
            /** @description false: no schedule entered; weekends and the fixed-date holidays apply, and the applicants are told the center confirms dates. */
            published: boolean;
            source: string | null;
            days: components["schemas"]["StaffCalendarDay"][];
        };
        Integration: {
            id: string;
            name: string;
            /** @description The center whose orders it works; null for every center. */
            centerId: string | null;
            /** @description The user name of its HTTP Basic credential. */
            clientId: string;
            webhookUrl: string | null;
            /** @description An inactive integration is refused like a wrong secret and gets no webhooks. */
            active: boolean;
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            rotatedAt: string | null;
        };
        IntegrationNew: {
            name: string;
            centerId: string | null;
            webhookUrl: string | null;
        };
        IntegrationUpdate: {
            webhookUrl: string | null;
            active: boolean;
        };
        IntegrationCreated: components["schemas"]["Integration"] & {
            /** @description Shown once: keep it in the case system's secret store. */
            clientSecret: string;
            /** @description Shown once: verifies Portal-Webhook-Signature (HMAC-SHA256 over `<timestamp>.<body>`). */
            webhookSecret: string;
        };
        IntegrationRotated: {
            id: string;
            clientId: string;
            /** @description Shown once; the previous secret is refused from now on. */
            clientSecret: string;
            /** Format: date-time */
            rotatedAt: string;
        };
        /** @enum {string} */
        WebhookEvent: "paid" | "supplementPaid" | "detailsCorrected" | "cancelled";
        WebhookDelivery: {
            /** @description Also the Portal-Webhook-Id header: the same on every attempt. */
            id: string;
            integrationId: string;
            integrationName: string;
            event: components["schemas"]["WebhookEvent"];
            orderId: string | null;
            orderNo: string | null;
            /** @enum {string} */
            status: "pending" | "delivered" | "failed";
            attempts: number;
            /** Format: date-time */
            nextAttemptAt: string;
            /** @description The receiver's HTTP status at the last attempt; null when it did not answer. */
            lastStatus: number | null;
            lastError: string | null;
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            deliveredAt: string | null;
        };
        WebhookDeliveryPage: {
            records: components["schemas"]["WebhookDelivery"][];
            total: number;
            page: number;
            size: number;
        };
        /** @description An order as a case system reads it, and as each webhook carries it (`order`). */
        IntegrationOrder: {
            id: string;
            orderNo: string;
            centerId: string | null;
            stage: components["schemas"]["OrderStage"];
            /** @description The contract's older word for the stage (OrderState); null only before an order exists. */
            state: components["schemas"]["OrderState"] | null;
            extraPaymentDue: boolean;
            /** @enum {string|null} */
            decision: "issued" | "refused" | null;
            /** @enum {string} */
            currency: "CNY" | "USD";
            amount: number;
            /** Format: date-time */
            paidAt: string | null;
            expressNo: string | null;
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            updatedAt: string;
            applications: {
                id: string;
                /** @description The application's reference (A100001). */
                reference: string;
                applicantName: string | null;
                status: components["schemas"]["ApplyStatus"];
            }[];
        };
        IntegrationOrderPage: {
            records: components["schemas"]["IntegrationOrder"][];
            total: number;
            page: number;
            size: number;
        };
        IntegrationMove: {
            /**
             * @description The center's event: materials accepted, review started, passport returned by courier, collected at the center.
             * @enum {string}
             */
            event: "accepted" | "reviewed" | "returned" | "collected";
        };
        IntegrationDecision: {
            /** @enum {string} */
            decision: "issued" | "refused";
        };
        IntegrationSupplement: {
            /** @description In the order's currency. */
            amount: number;
            reason: {
                zh: string;
                en: string;
                ko: string;
            };
        };
        IntegrationIncorrectFlag: {
            /** @description One of the order's applications. */
            applyId: string;
            fields: {
                /** @description The form's field path (`passport.nameEn`). */
                field: string;
                reason: string;
            }[];
            note?: string | null;
        };
        IntegrationIncorrectFlagged: {
            recordId: string;
            applyId: string;
            fields: {
                field: string;
                reason: string;
            }[];
        };
        IntegrationReturnWaybill: {
            order: components["schemas"]["IntegrationOrder"];
            waybills: {
                expressNo: string;
                company: string;
            }[];
        };
    };
    responses: never;
    parameters: {
        /** @description 1-based page number. A number below 1 is read as 1 (a hand-edited address still gets a page, not an error). */
        Page: number;
        /** @description Page size, read within 1..100: a larger or smaller number is clamped to that range, not refused. */
        Size: number;
    };
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    getCenterQrCodes: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Envelope; code 0 with this data, or an ErrorEnvelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description 0 on success. */
                        code: number;
                        msg: string;
                        data: components["schemas"]["CenterQrCodes"];
                    };
                };
            };
        };
    };
    getHome: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Envelope; code 0 with this data, or an ErrorEnvelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description 0 on success. */
                        code: number;
                        msg: string;
                        data: components["schemas"]["HomeData"];
                    };
                };
            };
        };
    };
    getConfigValue: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                configKey: components["schemas"]["ConfigKey"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Envelope; code 0 with this data, or an ErrorEnvelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description 0 on success. */
                        code: number;
                        msg: string;
                        data: components["schemas"]["ConfigValue"];
                    };
                };
            };
        };
    };
    getFooterConfig: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Envelope; code 0 with this data, or an ErrorEnvelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description 0 on success. */
                        code: number;
                        msg: string;
                        data: components["schemas"]["FooterConfig"];
                    };
                };
            };
        };
    };
    getCaptcha: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                deviceId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Envelope; code 0 with this data, or an ErrorEnvelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description 0 on success. */
                        code: number;
                        msg: string;
                        /** @description SVG document. */
                        data: string;
                    };
                };
            };
        };
    };
    sendSmsCode: {
        parameters: {
            query: {
                purpose: components["schemas"]["CodePurpose"];
                /** @description Captcha device id. */
                deviceId: string;
                /** @description Graphic code. */
                captchaCode: string;
            };
            header?: never;
            path: {
                mobileNumber: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Envelope; code 0 with this data, or an ErrorEnvelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description 0 on success. */
                        code: number;
                        msg: string;
                        data: components["schemas"]["CodeSent"];
                    };
                };
            };
        };
    };
    sendEmailCode: {
        parameters: {
            query: {
                email: string;
                purpose: components["schemas"]["CodePurpose"];
                /** @description Captcha device id. */
                deviceId: string;
                captchaCode: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Envelope; code 0 with this data, or an ErrorEnvelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description 0 on success. */
                        code: number;
                        msg: string;
                        data: components["schemas"]["CodeSent"];
                    };
                };
            };
        };
    };
    signUp: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SignUpRequest"];
            };
        };
        responses: {
            /** @description Envelope; code 0 with this data, or an ErrorEnvelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description 0 on success. */
                        code: number;
                        msg: string;
                        data: components["schemas"]["UserInfo"];
                    };
                };
            };
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
                "application/json": components["schemas"]["PasswordResetRequest"];
            };
        };
        responses: {
            /** @description Envelope; code 0 with this data, or an ErrorEnvelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description 0 on success. */
                        code: number;
                        msg: string;
                        data: null;
                    };
                };
            };
        };
    };
    login: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["LoginRequest"];
            };
        };
        responses: {
            /** @description Envelope; code 0 with this data, or an ErrorEnvelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description 0 on success. */
                        code: number;
                        msg: string;
                        data: components["schemas"]["LoginResult"];
                    };
                };
            };
        };
    };
    logout: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Envelope; code 0 with this data, or an ErrorEnvelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description 0 on success. */
                        code: number;
                        msg: string;
                        data: null;
                    };
                };
            };
        };
    };
    loginTravelAgency: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TravelAgencyLoginRequest"];
            };
        };
        responses: {
            /** @description Envelope; code 0 with this data, or an ErrorEnvelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description 0 on success. */
                        code: number;
                        msg: string;
                        data: components["schemas"]["LoginResult"];
                    };
                };
            };
        };
    };
    getAgencyIdentity: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Envelope; code 0 with this data, or an ErrorEnvelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description 0 on success. */
                        code: number;
                        msg: string;
                        data: components["schemas"]["AgencyIdentity"];
                    };
                };
            };
        };
    };
    listAgencyOrders: {
        parameters: {
            query?: {
                /** @description Part of a client's (applicant's) name. */
                clientName?: string;
                startDate?: string;
                endDate?: string;
                /** @description 1-based page number. A number below 1 is read as 1 (a hand-edited address still gets a page, not an error). */
                page?: components["parameters"]["Page"];
                /** @description Page size, read within 1..100: a larger or smaller number is clamped to that range, not refused. */
                size?: components["parameters"]["Size"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Envelope; code 0 with this data, or an ErrorEnvelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description 0 on success. */
                        code: number;
                        msg: string;
                        data: components["schemas"]["OrderPage"];
                    };
                };
            };
        };
    };
    findEarlierApplications: {
        parameters: {
            query?: {
                passportNo?: string;
                name?: string;
                birthDate?: string;
                /** @description The draft being filled (its own applications are not earlier ones). */
                excludeDraftId?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Envelope; code 0 with this data, or an ErrorEnvelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description 0 on success. */
                        code: number;
                        msg: string;
                        data: components["schemas"]["EarlierApplication"][];
                    };
                };
            };
        };
    };
    getEarlierAnswers: {
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
            /** @description Envelope; code 0 with this data, or an ErrorEnvelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description 0 on success. */
                        code: number;
                        msg: string;
                        data: components["schemas"]["EarlierAnswers"];
                    };
                };
            };
        };
    };
    getAccountStatus: {
        parameters: {
            query: {
                /** @description Mobile or e-mail. */
                account: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Envelope; code 0 with this data, or an ErrorEnvelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description 0 on success. */
                        code: number;
                        msg: string;
                        data: components["schemas"]["AccountStatus"];
                    };
                };
            };
        };
    };
    getCurrentUser: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Envelope; code 0 with this data, or an ErrorEnvelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description 0 on success. */
                        code: number;
                        msg: string;
                        data: components["schemas"]["UserInfo"];
                    };
                };
            };
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
                "application/json": components["schemas"]["PasswordChange"];
            };
        };
        responses: {
            /** @description Envelope; code 0 with this data, or an ErrorEnvelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description 0 on success. */
                        code: number;
                        msg: string;
                        data: null;
                    };
                };
            };
        };
    };
    changeMobile: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["MobileChange"];
            };
        };
        responses: {
            /** @description Envelope; code 0 with this data, or an ErrorEnvelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description 0 on success. */
                        code: number;
                        msg: string;
                        data: components["schemas"]["UserInfo"];
                    };
                };
            };
        };
    };
    changeEmail: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["EmailChange"];
            };
        };
        responses: {
            /** @description Envelope; code 0 with this data, or an ErrorEnvelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description 0 on success. */
                        code: number;
                        msg: string;
                        data: components["schemas"]["UserInfo"];
                    };
                };
            };
        };
    };
    listFeedback: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Envelope; code 0 with this data, or an ErrorEnvelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description 0 on success. */
                        code: number;
                        msg: string;
                        data: components["schemas"]["Feedback"][];
                    };
                };
            };
        };
    };
    sendFeedback: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["FeedbackRequest"];
            };
        };
        responses: {
            /** @description Envelope; code 0 with this data, or an ErrorEnvelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description 0 on success. */
                        code: number;
                        msg: string;
                        data: components["schemas"]["Feedback"];
                    };
                };
            };
        };
    };
    getNotificationPreferences: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Envelope; code 0 with this data, or an ErrorEnvelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description 0 on success. */
                        code: number;
                        msg: string;
                        data: components["schemas"]["NotificationPreferences"];
                    };
                };
            };
        };
    };
    updateNotificationPreferences: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["NotificationPreferencesUpdate"];
            };
        };
        responses: {
            /** @description Envelope; code 0 with this data, or an ErrorEnvelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description 0 on success. */
                        code: number;
                        msg: string;
                        data: components["schemas"]["NotificationPreferences"];
                    };
                };
            };
        };
    };
    getRsaPublicKey: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Envelope; code 0 with this data, or an ErrorEnvelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description 0 on success. */
                        code: number;
                        msg: string;
                        data: components["schemas"]["RsaPublicKey"];
                    };
                };
            };
        };
    };
    testRsaDecrypt: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RsaTestRequest"];
            };
        };
        responses: {
            /** @description Envelope; code 0 with this data, or an ErrorEnvelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description 0 on success. */
                        code: number;
                        msg: string;
                        data: components["schemas"]["RsaTestResult"];
                    };
                };
            };
        };
    };
    listMessages: {
        parameters: {
            query?: {
                kind?: "system" | "announcement";
                /** @description 1-based page number. A number below 1 is read as 1 (a hand-edited address still gets a page, not an error). */
                page?: components["parameters"]["Page"];
                /** @description Page size, read within 1..100: a larger or smaller number is clamped to that range, not refused. */
                size?: components["parameters"]["Size"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Envelope; code 0 with this data, or an ErrorEnvelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description 0 on success. */
                        code: number;
                        msg: string;
                        data: components["schemas"]["MessagePage"];
                    };
                };
            };
        };
    };
    markAllMessagesRead: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ReadAllRequest"];
            };
        };
        responses: {
            /** @description Envelope; code 0 with this data, or an ErrorEnvelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description 0 on success. */
                        code: number;
                        msg: string;
                        data: components["schemas"]["Updated"];
                    };
                };
            };
        };
    };
    listAddresses: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Envelope; code 0 with this data, or an ErrorEnvelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description 0 on success. */
                        code: number;
                        msg: string;
                        data: components["schemas"]["SavedAddress"][];
                    };
                };
            };
        };
    };
    saveAddress: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SavedAddressInput"];
            };
        };
        responses: {
            /** @description Envelope; code 0 with this data, or an ErrorEnvelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description 0 on success. */
                        code: number;
                        msg: string;
                        data: components["schemas"]["SavedAddress"];
                    };
                };
            };
        };
    };
    setDefaultAddress: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["IdRequest"];
            };
        };
        responses: {
            /** @description Envelope; code 0 with this data, or an ErrorEnvelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description 0 on success. */
                        code: number;
                        msg: string;
                        data: components["schemas"]["SavedAddress"];
                    };
                };
            };
        };
    };
    deleteAddress: {
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
            /** @description Envelope; code 0 with this data, or an ErrorEnvelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description 0 on success. */
                        code: number;
                        msg: string;
                        data: null;
                    };
                };
            };
        };
    };
    listRegions: {
        parameters: {
            query?: {
                /** @description Province or city code. */
                parentCode?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Envelope; code 0 with this data, or an ErrorEnvelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description 0 on success. */
                        code: number;
                        msg: string;
                        data: components["schemas"]["Region"][];
                    };
                };
            };
        };
    };
    createUploadToken: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UploadTokenRequest"];
            };
        };
        responses: {
            /** @description Envelope; code 0 with this data, or an ErrorEnvelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description 0 on success. */
                        code: number;
                        msg: string;
                        data: components["schemas"]["UploadToken"];
                    };
                };
            };
        };
    };
    uploadFile: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                uploadToken: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": components["schemas"]["UploadForm"];
            };
        };
        responses: {
            /** @description Envelope; code 0 with this data, or an ErrorEnvelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description 0 on success. */
                        code: number;
                        msg: string;
                        data: components["schemas"]["UploadedFile"];
                    };
                };
            };
        };
    };
    previewFile: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["FileIdRequest"];
            };
        };
        responses: {
            /** @description Envelope; code 0 with this data, or an ErrorEnvelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description 0 on success. */
                        code: number;
                        msg: string;
                        data: components["schemas"]["FilePreview"];
                    };
                };
            };
        };
    };
    recognisePassport: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["FileIdRequest"];
            };
        };
        responses: {
            /** @description Envelope; code 0 with this data, or an ErrorEnvelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description 0 on success. */
                        code: number;
                        msg: string;
                        data: components["schemas"]["PassportRecognition"];
                    };
                };
            };
        };
    };
    recogniseIdCardFront: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["FileIdRequest"];
            };
        };
        responses: {
            /** @description Envelope; code 0 with this data, or an ErrorEnvelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description 0 on success. */
                        code: number;
                        msg: string;
                        data: components["schemas"]["IdCardFrontRecognition"];
                    };
                };
            };
        };
    };
    recogniseIdCardBack: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["FileIdRequest"];
            };
        };
        responses: {
            /** @description Envelope; code 0 with this data, or an ErrorEnvelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description 0 on success. */
                        code: number;
                        msg: string;
                        data: components["schemas"]["IdCardBackRecognition"];
                    };
                };
            };
        };
    };
    recogniseBankCard: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["FileIdRequest"];
            };
        };
        responses: {
            /** @description Envelope; code 0 with this data, or an ErrorEnvelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description 0 on success. */
                        code: number;
                        msg: string;
                        data: components["schemas"]["BankCardRecognition"];
                    };
                };
            };
        };
    };
    listOrderCenters: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Envelope; code 0 with this data, or an ErrorEnvelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description 0 on success. */
                        code: number;
                        msg: string;
                        data: components["schemas"]["Center"][];
                    };
                };
            };
        };
    };
    listCenters: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Envelope; code 0 with this data, or an ErrorEnvelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description 0 on success. */
                        code: number;
                        msg: string;
                        data: components["schemas"]["Center"][];
                    };
                };
            };
        };
    };
    getCenter: {
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
            /** @description Envelope; code 0 with this data, or an ErrorEnvelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description 0 on success. */
                        code: number;
                        msg: string;
                        data: components["schemas"]["Center"];
                    };
                };
            };
        };
    };
    getCenterForLocation: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                regionCode: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Envelope; code 0 with this data, or an ErrorEnvelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description 0 on success. */
                        code: number;
                        msg: string;
                        data: components["schemas"]["Center"];
                    };
                };
            };
        };
    };
    listEmbassies: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Envelope; code 0 with this data, or an ErrorEnvelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description 0 on success. */
                        code: number;
                        msg: string;
                        data: components["schemas"]["ConsularPost"][];
                    };
                };
            };
        };
    };
    listVisaTypes: {
        parameters: {
            query?: {
                centerId?: string;
                /** @description Residence or work city, used when centerId is absent. */
                locationValue?: string;
                purpose?: components["schemas"]["Purpose"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Envelope; code 0 with this data, or an ErrorEnvelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description 0 on success. */
                        code: number;
                        msg: string;
                        data: components["schemas"]["VisaType"][];
                    };
                };
            };
        };
    };
    getVisaType: {
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
            /** @description Envelope; code 0 with this data, or an ErrorEnvelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description 0 on success. */
                        code: number;
                        msg: string;
                        data: components["schemas"]["VisaTypeDetail"];
                    };
                };
            };
        };
    };
    listVisaProducts: {
        parameters: {
            query: {
                visaTypeId: string;
                centerId?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Envelope; code 0 with this data, or an ErrorEnvelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description 0 on success. */
                        code: number;
                        msg: string;
                        data: components["schemas"]["VisaProduct"][];
                    };
                };
            };
        };
    };
    getVisaProduct: {
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
            /** @description Envelope; code 0 with this data, or an ErrorEnvelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description 0 on success. */
                        code: number;
                        msg: string;
                        data: components["schemas"]["VisaProduct"];
                    };
                };
            };
        };
    };
    listPermanentCategories: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Envelope; code 0 with this data, or an ErrorEnvelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description 0 on success. */
                        code: number;
                        msg: string;
                        data: components["schemas"]["PermanentCategory"][];
                    };
                };
            };
        };
    };
    searchKoreaAddress: {
        parameters: {
            query?: {
                /** @description 1-based page number. A number below 1 is read as 1 (a hand-edited address still gets a page, not an error). */
                page?: components["parameters"]["Page"];
                /** @description Page size, read within 1..100: a larger or smaller number is clamped to that range, not refused. */
                size?: components["parameters"]["Size"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["KoreaAddressSearch"];
            };
        };
        responses: {
            /** @description Envelope; code 0 with this data, or an ErrorEnvelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description 0 on success. */
                        code: number;
                        msg: string;
                        data: components["schemas"]["KoreaAddressPage"];
                    };
                };
            };
        };
    };
    countDrafts: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Envelope; code 0 with this data, or an ErrorEnvelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description 0 on success. */
                        code: number;
                        msg: string;
                        data: components["schemas"]["Count"];
                    };
                };
            };
        };
    };
    listDrafts: {
        parameters: {
            query?: {
                /** @description 1-based page number. A number below 1 is read as 1 (a hand-edited address still gets a page, not an error). */
                page?: components["parameters"]["Page"];
                /** @description Page size, read within 1..100: a larger or smaller number is clamped to that range, not refused. */
                size?: components["parameters"]["Size"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Envelope; code 0 with this data, or an ErrorEnvelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description 0 on success. */
                        code: number;
                        msg: string;
                        data: components["schemas"]["DraftPage"];
                    };
                };
            };
        };
    };
    createDraft: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["DraftCreate"];
            };
        };
        responses: {
            /** @description Envelope; code 0 with this data, or an ErrorEnvelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description 0 on success. */
                        code: number;
                        msg: string;
                        data: components["schemas"]["Draft"];
                    };
                };
            };
        };
    };
    getDraft: {
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
            /** @description Envelope; code 0 with this data, or an ErrorEnvelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description 0 on success. */
                        code: number;
                        msg: string;
                        data: components["schemas"]["Draft"];
                    };
                };
            };
        };
    };
    saveDraft: {
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
                "application/json": components["schemas"]["DraftSave"];
            };
        };
        responses: {
            /** @description Envelope; code 0 with this data, or an ErrorEnvelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description 0 on success. */
                        code: number;
                        msg: string;
                        data: components["schemas"]["Draft"];
                    };
                };
            };
        };
    };
    deleteDraft: {
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
            /** @description Envelope; code 0 with this data, or an ErrorEnvelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description 0 on success. */
                        code: number;
                        msg: string;
                        data: null;
                    };
                };
            };
        };
    };
    createApply: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ApplyCreate"];
            };
        };
        responses: {
            /** @description Envelope; code 0 with this data, or an ErrorEnvelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description 0 on success. */
                        code: number;
                        msg: string;
                        data: components["schemas"]["ApplyDetail"];
                    };
                };
            };
        };
    };
    updateApply: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ApplyUpdate"];
            };
        };
        responses: {
            /** @description Envelope; code 0 with this data, or an ErrorEnvelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description 0 on success. */
                        code: number;
                        msg: string;
                        data: components["schemas"]["ApplyDetail"];
                    };
                };
            };
        };
    };
    deleteApply: {
        parameters: {
            query: {
                applyId: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Envelope; code 0 with this data, or an ErrorEnvelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description 0 on success. */
                        code: number;
                        msg: string;
                        data: null;
                    };
                };
            };
        };
    };
    completeApply: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ApplyIdRequest"];
            };
        };
        responses: {
            /** @description Envelope; code 0 with this data, or an ErrorEnvelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description 0 on success. */
                        code: number;
                        msg: string;
                        data: components["schemas"]["ApplySummary"];
                    };
                };
            };
        };
    };
    getApply: {
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
            /** @description Envelope; code 0 with this data, or an ErrorEnvelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description 0 on success. */
                        code: number;
                        msg: string;
                        data: components["schemas"]["ApplyDetail"];
                    };
                };
            };
        };
    };
    getOrderApply: {
        parameters: {
            query: {
                orderId: string;
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Envelope; code 0 with this data, or an ErrorEnvelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description 0 on success. */
                        code: number;
                        msg: string;
                        data: components["schemas"]["ApplyDetail"];
                    };
                };
            };
        };
    };
    getApplyForm: {
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
            /** @description Envelope; code 0 with this data, or an ErrorEnvelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description 0 on success. */
                        code: number;
                        msg: string;
                        data: components["schemas"]["ApplicantData"];
                    };
                };
            };
        };
    };
    generateApplyForm: {
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
            /** @description Envelope; code 0 with this data, or an ErrorEnvelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description 0 on success. */
                        code: number;
                        msg: string;
                        data: components["schemas"]["GeneratedForm"];
                    };
                };
            };
        };
    };
    downloadOrderForms: {
        parameters: {
            query: {
                orderId: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Envelope; code 0 with this data, or an ErrorEnvelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description 0 on success. */
                        code: number;
                        msg: string;
                        data: components["schemas"]["DownloadLink"];
                    };
                };
            };
        };
    };
    sendApplyFormEmail: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SendFormEmail"];
            };
        };
        responses: {
            /** @description Envelope; code 0 with this data, or an ErrorEnvelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description 0 on success. */
                        code: number;
                        msg: string;
                        data: null;
                    };
                };
            };
        };
    };
    getFormQrCode: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ApplyIdRequest"];
            };
        };
        responses: {
            /** @description Envelope; code 0 with this data, or an ErrorEnvelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description 0 on success. */
                        code: number;
                        msg: string;
                        data: components["schemas"]["FormQrCode"];
                    };
                };
            };
        };
    };
    getMobileLimit: {
        parameters: {
            query: {
                mobile: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Envelope; code 0 with this data, or an ErrorEnvelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description 0 on success. */
                        code: number;
                        msg: string;
                        data: components["schemas"]["MobileLimit"];
                    };
                };
            };
        };
    };
    submitApplies: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ApplySubmit"];
            };
        };
        responses: {
            /** @description Envelope; code 0 with this data, or an ErrorEnvelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description 0 on success. */
                        code: number;
                        msg: string;
                        data: components["schemas"]["ApplySummary"][];
                    };
                };
            };
        };
    };
    confirmApply: {
        parameters: {
            query: {
                orderId: string;
            };
            header?: never;
            path: {
                applyId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Envelope; code 0 with this data, or an ErrorEnvelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description 0 on success. */
                        code: number;
                        msg: string;
                        data: components["schemas"]["ApplySummary"];
                    };
                };
            };
        };
    };
    listIncorrectRecords: {
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
            /** @description Envelope; code 0 with this data, or an ErrorEnvelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description 0 on success. */
                        code: number;
                        msg: string;
                        data: components["schemas"]["IncorrectRecord"][];
                    };
                };
            };
        };
    };
    reportIncorrect: {
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
                "application/json": components["schemas"]["IncorrectReport"];
            };
        };
        responses: {
            /** @description Envelope; code 0 with this data, or an ErrorEnvelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description 0 on success. */
                        code: number;
                        msg: string;
                        data: components["schemas"]["IncorrectRecord"];
                    };
                };
            };
        };
    };
    getIncorrectDetail: {
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
            /** @description Envelope; code 0 with this data, or an ErrorEnvelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description 0 on success. */
                        code: number;
                        msg: string;
                        data: components["schemas"]["IncorrectDetail"] | null;
                    };
                };
            };
        };
    };
    correctIncorrectDetail: {
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
                "application/json": components["schemas"]["IncorrectCorrection"];
            };
        };
        responses: {
            /** @description Envelope; code 0 with this data, or an ErrorEnvelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description 0 on success. */
                        code: number;
                        msg: string;
                        data: components["schemas"]["IncorrectDetail"];
                    };
                };
            };
        };
    };
    getProgressQueryResult: {
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
            /** @description Envelope; code 0 with this data, or an ErrorEnvelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description 0 on success. */
                        code: number;
                        msg: string;
                        data: components["schemas"]["ProgressResult"][];
                    };
                };
            };
        };
    };
    startProgressQuery: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ProgressQueryRequest"];
            };
        };
        responses: {
            /** @description Envelope; code 0 with this data, or an ErrorEnvelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description 0 on success. */
                        code: number;
                        msg: string;
                        data: components["schemas"]["ProgressQueryToken"];
                    };
                };
            };
        };
    };
    getSignQrCode: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SignQrRequest"];
            };
        };
        responses: {
            /** @description Envelope; code 0 with this data, or an ErrorEnvelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description 0 on success. */
                        code: number;
                        msg: string;
                        data: components["schemas"]["SignQr"];
                    };
                };
            };
        };
    };
    getSignStatus: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                signId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Envelope; code 0 with this data, or an ErrorEnvelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description 0 on success. */
                        code: number;
                        msg: string;
                        data: components["schemas"]["SignStatus"];
                    };
                };
            };
        };
    };
    getSignSummary: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                signToken: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Envelope; code 0 with this data, or an ErrorEnvelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description 0 on success. */
                        code: number;
                        msg: string;
                        data: components["schemas"]["SignSummary"];
                    };
                };
            };
        };
    };
    submitSignature: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                signToken: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SignatureSubmit"];
            };
        };
        responses: {
            /** @description Envelope; code 0 with this data, or an ErrorEnvelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description 0 on success. */
                        code: number;
                        msg: string;
                        data: components["schemas"]["SignStatus"];
                    };
                };
            };
        };
    };
    getReservationCalendar: {
        parameters: {
            query: {
                centerId: string;
                month: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Envelope; code 0 with this data, or an ErrorEnvelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description 0 on success. */
                        code: number;
                        msg: string;
                        data: components["schemas"]["ReservationCalendar"];
                    };
                };
            };
        };
    };
    findReservation: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ReservationFind"];
            };
        };
        responses: {
            /** @description Envelope; code 0 with this data, or an ErrorEnvelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description 0 on success. */
                        code: number;
                        msg: string;
                        data: components["schemas"]["Reservation"];
                    };
                };
            };
        };
    };
    rescheduleReservation: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ReservationChange"];
            };
        };
        responses: {
            /** @description Envelope; code 0 with this data, or an ErrorEnvelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description 0 on success. */
                        code: number;
                        msg: string;
                        data: components["schemas"]["Reservation"];
                    };
                };
            };
        };
    };
    createReservation: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ReservationRequest"];
            };
        };
        responses: {
            /** @description Envelope; code 0 with this data, or an ErrorEnvelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description 0 on success. */
                        code: number;
                        msg: string;
                        data: components["schemas"]["Reservation"];
                    };
                };
            };
        };
    };
    cancelReservation: {
        parameters: {
            query: {
                id: string;
                cancelToken: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Envelope; code 0 with this data, or an ErrorEnvelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description 0 on success. */
                        code: number;
                        msg: string;
                        data: null;
                    };
                };
            };
        };
    };
    createOrder: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["OrderCreate"];
            };
        };
        responses: {
            /** @description Envelope; code 0 with this data, or an ErrorEnvelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description 0 on success. */
                        code: number;
                        msg: string;
                        data: components["schemas"]["OrderDetail"];
                    };
                };
            };
        };
    };
    confirmOrder: {
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
            /** @description Envelope; code 0 with this data, or an ErrorEnvelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description 0 on success. */
                        code: number;
                        msg: string;
                        data: components["schemas"]["OrderDetail"];
                    };
                };
            };
        };
    };
    listOrders: {
        parameters: {
            query?: {
                tab?: "all" | "inProgress" | "finished";
                startDate?: string;
                endDate?: string;
                /** @description 1-based page number. A number below 1 is read as 1 (a hand-edited address still gets a page, not an error). */
                page?: components["parameters"]["Page"];
                /** @description Page size, read within 1..100: a larger or smaller number is clamped to that range, not refused. */
                size?: components["parameters"]["Size"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Envelope; code 0 with this data, or an ErrorEnvelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description 0 on success. */
                        code: number;
                        msg: string;
                        data: components["schemas"]["OrderPage"];
                    };
                };
            };
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
            /** @description Envelope; code 0 with this data, or an ErrorEnvelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description 0 on success. */
                        code: number;
                        msg: string;
                        data: components["schemas"]["OrderDetail"];
                    };
                };
            };
        };
    };
    getOrderStatusHistory: {
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
            /** @description Envelope; code 0 with this data, or an ErrorEnvelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description 0 on success. */
                        code: number;
                        msg: string;
                        data: components["schemas"]["OrderStatusEntry"][];
                    };
                };
            };
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
            /** @description Envelope; code 0 with this data, or an ErrorEnvelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description 0 on success. */
                        code: number;
                        msg: string;
                        data: components["schemas"]["OrderDetail"];
                    };
                };
            };
        };
    };
    deleteOrder: {
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
            /** @description Envelope; code 0 with this data, or an ErrorEnvelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description 0 on success. */
                        code: number;
                        msg: string;
                        data: null;
                    };
                };
            };
        };
    };
    getExtraPayment: {
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
            /** @description Envelope; code 0 with this data, or an ErrorEnvelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description 0 on success. */
                        code: number;
                        msg: string;
                        data: components["schemas"]["ExtraPayment"] | null;
                    };
                };
            };
        };
    };
    getExpressRoute: {
        parameters: {
            query: {
                orderId: string;
                direction: "send" | "return";
                expressNo?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Envelope; code 0 with this data, or an ErrorEnvelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description 0 on success. */
                        code: number;
                        msg: string;
                        data: components["schemas"]["ExpressRoute"];
                    };
                };
            };
        };
    };
    payWechatOrder: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                orderId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Envelope; code 0 with this data, or an ErrorEnvelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description 0 on success. */
                        code: number;
                        msg: string;
                        data: components["schemas"]["PaymentQr"];
                    };
                };
            };
        };
    };
    payWechatExtra: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                orderId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Envelope; code 0 with this data, or an ErrorEnvelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description 0 on success. */
                        code: number;
                        msg: string;
                        data: components["schemas"]["PaymentQr"];
                    };
                };
            };
        };
    };
    getWechatPaymentStatus: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                outTradeNo: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Envelope; code 0 with this data, or an ErrorEnvelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description 0 on success. */
                        code: number;
                        msg: string;
                        data: components["schemas"]["WechatPaymentStatus"];
                    };
                };
            };
        };
    };
    payAlipayOrder: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                orderId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Envelope; code 0 with this data, or an ErrorEnvelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description 0 on success. */
                        code: number;
                        msg: string;
                        data: components["schemas"]["PaymentQr"];
                    };
                };
            };
        };
    };
    payAlipayExtra: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                orderId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Envelope; code 0 with this data, or an ErrorEnvelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description 0 on success. */
                        code: number;
                        msg: string;
                        data: components["schemas"]["PaymentQr"];
                    };
                };
            };
        };
    };
    getAlipayPaymentStatus: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                outTradeNo: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Envelope; code 0 with this data, or an ErrorEnvelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description 0 on success. */
                        code: number;
                        msg: string;
                        data: components["schemas"]["AlipayPaymentStatus"];
                    };
                };
            };
        };
    };
    closePayment: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                outTradeNo: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Envelope; code 0 with this data, or an ErrorEnvelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description 0 on success. */
                        code: number;
                        msg: string;
                        data: components["schemas"]["PaymentClosed"];
                    };
                };
            };
        };
    };
    wechatNotify: {
        parameters: {
            query?: never;
            header: {
                "Wechatpay-Signature": string;
                "Wechatpay-Timestamp": string;
                "Wechatpay-Nonce": string;
                "Wechatpay-Serial": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["WechatNotify"];
            };
        };
        responses: {
            /** @description Envelope; code 0 with this data (the notify is taken). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description 0 on success. */
                        code: number;
                        msg: string;
                        data: components["schemas"]["NotifyAck"];
                    };
                };
            };
            /** @description The notify is refused and changes nothing; WeChat Pay re-sends it. */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WechatNotifyRefusal"];
                };
            };
        };
    };
    wechatRefundNotify: {
        parameters: {
            query?: never;
            header: {
                "Wechatpay-Signature": string;
                "Wechatpay-Timestamp": string;
                "Wechatpay-Nonce": string;
                "Wechatpay-Serial": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["WechatNotify"];
            };
        };
        responses: {
            /** @description Envelope; code 0 with this data (the notify is taken). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description 0 on success. */
                        code: number;
                        msg: string;
                        data: components["schemas"]["NotifyAck"];
                    };
                };
            };
            /** @description The notify is refused and changes nothing; WeChat Pay re-sends it. */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WechatNotifyRefusal"];
                };
            };
        };
    };
    alipayNotify: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/x-www-form-urlencoded": components["schemas"]["AlipayNotify"];
            };
        };
        responses: {
            /** @description The notify is taken. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": "success";
                };
            };
            /** @description The notify is refused and changes nothing; Alipay re-sends it. */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": "fail";
                };
            };
        };
    };
    listInvoiceTitles: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Envelope; code 0 with this data, or an ErrorEnvelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description 0 on success. */
                        code: number;
                        msg: string;
                        data: components["schemas"]["InvoiceTitle"][];
                    };
                };
            };
        };
    };
    saveInvoiceTitle: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["InvoiceTitleInput"];
            };
        };
        responses: {
            /** @description Envelope; code 0 with this data, or an ErrorEnvelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description 0 on success. */
                        code: number;
                        msg: string;
                        data: components["schemas"]["InvoiceTitle"];
                    };
                };
            };
        };
    };
    setDefaultInvoiceTitle: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["IdRequest"];
            };
        };
        responses: {
            /** @description Envelope; code 0 with this data, or an ErrorEnvelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description 0 on success. */
                        code: number;
                        msg: string;
                        data: components["schemas"]["InvoiceTitle"];
                    };
                };
            };
        };
    };
    getInvoiceTitle: {
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
            /** @description Envelope; code 0 with this data, or an ErrorEnvelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description 0 on success. */
                        code: number;
                        msg: string;
                        data: components["schemas"]["InvoiceTitle"];
                    };
                };
            };
        };
    };
    deleteInvoiceTitle: {
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
            /** @description Envelope; code 0 with this data, or an ErrorEnvelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description 0 on success. */
                        code: number;
                        msg: string;
                        data: null;
                    };
                };
            };
        };
    };
    applyInvoice: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["InvoiceApply"];
            };
        };
        responses: {
            /** @description Envelope; code 0 with this data, or an ErrorEnvelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description 0 on success. */
                        code: number;
                        msg: string;
                        data: components["schemas"]["InvoiceRecord"];
                    };
                };
            };
        };
    };
    listInvoiceRecords: {
        parameters: {
            query?: {
                /** @description 1-based page number. A number below 1 is read as 1 (a hand-edited address still gets a page, not an error). */
                page?: components["parameters"]["Page"];
                /** @description Page size, read within 1..100: a larger or smaller number is clamped to that range, not refused. */
                size?: components["parameters"]["Size"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["InvoiceRecordFilter"];
            };
        };
        responses: {
            /** @description Envelope; code 0 with this data, or an ErrorEnvelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description 0 on success. */
                        code: number;
                        msg: string;
                        data: components["schemas"]["InvoiceRecordPage"];
                    };
                };
            };
        };
    };
    getInvoiceRecord: {
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
            /** @description Envelope; code 0 with this data, or an ErrorEnvelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description 0 on success. */
                        code: number;
                        msg: string;
                        data: components["schemas"]["InvoiceRecord"];
                    };
                };
            };
        };
    };
    previewInvoice: {
        parameters: {
            query: {
                orderId: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Envelope; code 0 with this data, or an ErrorEnvelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description 0 on success. */
                        code: number;
                        msg: string;
                        data: components["schemas"]["InvoicePreview"];
                    };
                };
            };
        };
    };
    retryInvoice: {
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
            /** @description Envelope; code 0 with this data, or an ErrorEnvelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description 0 on success. */
                        code: number;
                        msg: string;
                        data: components["schemas"]["InvoiceRecord"];
                    };
                };
            };
        };
    };
    mailInvoice: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["InvoiceMail"];
            };
        };
        responses: {
            /** @description Envelope; code 0 with this data, or an ErrorEnvelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description 0 on success. */
                        code: number;
                        msg: string;
                        data: null;
                    };
                };
            };
        };
    };
    listAnnouncements: {
        parameters: {
            query?: {
                /** @description 1-based page number. A number below 1 is read as 1 (a hand-edited address still gets a page, not an error). */
                page?: components["parameters"]["Page"];
                /** @description Page size, read within 1..100: a larger or smaller number is clamped to that range, not refused. */
                size?: components["parameters"]["Size"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Envelope; code 0 with this data, or an ErrorEnvelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description 0 on success. */
                        code: number;
                        msg: string;
                        data: components["schemas"]["AnnouncementPage"];
                    };
                };
            };
        };
    };
    listArticleTypes: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Envelope; code 0 with this data, or an ErrorEnvelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description 0 on success. */
                        code: number;
                        msg: string;
                        data: components["schemas"]["ArticleType"][];
                    };
                };
            };
        };
    };
    listArticles: {
        parameters: {
            query?: {
                typeCode?: string;
                /** @description 1-based page number. A number below 1 is read as 1 (a hand-edited address still gets a page, not an error). */
                page?: components["parameters"]["Page"];
                /** @description Page size, read within 1..100: a larger or smaller number is clamped to that range, not refused. */
                size?: components["parameters"]["Size"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Envelope; code 0 with this data, or an ErrorEnvelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description 0 on success. */
                        code: number;
                        msg: string;
                        data: components["schemas"]["ArticlePage"];
                    };
                };
            };
        };
    };
    getArticle: {
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
            /** @description Envelope; code 0 with this data, or an ErrorEnvelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description 0 on success. */
                        code: number;
                        msg: string;
                        data: components["schemas"]["Article"];
                    };
                };
            };
        };
    };
    staffMe: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Envelope; code 0 with this data, or an ErrorEnvelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description 0 on success. */
                        code: number;
                        msg: string;
                        data: components["schemas"]["StaffMember"];
                    };
                };
            };
        };
    };
    staffSignIn: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["StaffSignInRequest"];
            };
        };
        responses: {
            /** @description Envelope; code 0 with this data, or an ErrorEnvelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description 0 on success. */
                        code: number;
                        msg: string;
                        data: components["schemas"]["StaffSignInStep"];
                    };
                };
            };
        };
    };
    staffSignOut: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Envelope; code 0 with this data, or an ErrorEnvelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description 0 on success. */
                        code: number;
                        msg: string;
                        data: null;
                    };
                };
            };
        };
    };
    staffSignInSecondFactor: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["StaffSecondFactorRequest"];
            };
        };
        responses: {
            /** @description Envelope; code 0 with this data, or an ErrorEnvelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description 0 on success. */
                        code: number;
                        msg: string;
                        data: components["schemas"]["StaffSession"];
                    };
                };
            };
        };
    };
    staffSignOutEverywhere: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Envelope; code 0 with this data, or an ErrorEnvelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description 0 on success. */
                        code: number;
                        msg: string;
                        data: components["schemas"]["Count"];
                    };
                };
            };
        };
    };
    getStaffEnrolment: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The one-time link's token (from `/staff/enrol/<token>`). */
                token: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Envelope; code 0 with this data, or an ErrorEnvelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description 0 on success. */
                        code: number;
                        msg: string;
                        data: components["schemas"]["StaffEnrolment"];
                    };
                };
            };
        };
    };
    staffEnrol: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The one-time link's token (from `/staff/enrol/<token>`). */
                token: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["StaffEnrolRequest"];
            };
        };
        responses: {
            /** @description Envelope; code 0 with this data, or an ErrorEnvelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description 0 on success. */
                        code: number;
                        msg: string;
                        data: components["schemas"]["StaffRecoveryCodes"];
                    };
                };
            };
        };
    };
    listStaff: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Envelope; code 0 with this data, or an ErrorEnvelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description 0 on success. */
                        code: number;
                        msg: string;
                        data: components["schemas"]["StaffTeamMember"][];
                    };
                };
            };
        };
    };
    inviteStaff: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["StaffInviteRequest"];
            };
        };
        responses: {
            /** @description Envelope; code 0 with this data, or an ErrorEnvelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description 0 on success. */
                        code: number;
                        msg: string;
                        data: components["schemas"]["StaffInvitation"];
                    };
                };
            };
        };
    };
    updateStaff: {
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
                "application/json": components["schemas"]["StaffUpdateRequest"];
            };
        };
        responses: {
            /** @description Envelope; code 0 with this data, or an ErrorEnvelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description 0 on success. */
                        code: number;
                        msg: string;
                        data: components["schemas"]["StaffTeamMember"];
                    };
                };
            };
        };
    };
    resetStaff: {
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
            /** @description Envelope; code 0 with this data, or an ErrorEnvelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description 0 on success. */
                        code: number;
                        msg: string;
                        data: components["schemas"]["StaffInvitation"];
                    };
                };
            };
        };
    };
    staffOrderQueues: {
        parameters: {
            query?: {
                centerId?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Envelope; code 0 with this data, or an ErrorEnvelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description 0 on success. */
                        code: number;
                        msg: string;
                        data: components["schemas"]["StaffQueueCounts"];
                    };
                };
            };
        };
    };
    staffListOrders: {
        parameters: {
            query?: {
                queue?: components["schemas"]["StaffQueue"];
                /** @description Reference, order number, passport number or mobile (whole); a name (part of the applicant's name in Chinese or English). */
                q?: string;
                centerId?: string;
                page?: number;
                size?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Envelope; code 0 with this data, or an ErrorEnvelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description 0 on success. */
                        code: number;
                        msg: string;
                        data: components["schemas"]["StaffOrderPage"];
                    };
                };
            };
        };
    };
    staffAppointments: {
        parameters: {
            query: {
                date: string;
                /** @description An admin's choice of center (default: the default center). */
                centerId?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Envelope; code 0 with this data, or an ErrorEnvelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description 0 on success. */
                        code: number;
                        msg: string;
                        data: components["schemas"]["StaffAppointmentDay"];
                    };
                };
            };
        };
    };
    staffGetOrder: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Order id or order number. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Envelope; code 0 with this data, or an ErrorEnvelope (403 another center's order, 404 none). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description 0 on success. */
                        code: number;
                        msg: string;
                        data: components["schemas"]["StaffOrderView"];
                    };
                };
            };
        };
    };
    staffDownloadDocument: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
                fileId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The file, with its content type; or an ErrorEnvelope (JSON) when refused. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/octet-stream": string;
                };
            };
        };
    };
    staffDownloadOrderForm: {
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
            /** @description The PDF; or an ErrorEnvelope (JSON) when refused. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": string;
                };
            };
        };
    };
    staffMoveOrder: {
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
                "application/json": components["schemas"]["StaffMoveRequest"];
            };
        };
        responses: {
            /** @description Envelope; code 0 with the order view after the move, or an ErrorEnvelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description 0 on success. */
                        code: number;
                        msg: string;
                        data: components["schemas"]["StaffOrderView"];
                    };
                };
            };
        };
    };
    staffDecideOrder: {
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
                "application/json": components["schemas"]["StaffDecisionRequest"];
            };
        };
        responses: {
            /** @description Envelope; code 0 with the order view after the decision, or an ErrorEnvelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description 0 on success. */
                        code: number;
                        msg: string;
                        data: components["schemas"]["StaffOrderView"];
                    };
                };
            };
        };
    };
    staffRequestSupplement: {
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
                "application/json": components["schemas"]["StaffSupplementRequest"];
            };
        };
        responses: {
            /** @description Envelope; code 0 with the order view after the request, or an ErrorEnvelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description 0 on success. */
                        code: number;
                        msg: string;
                        data: components["schemas"]["StaffOrderView"];
                    };
                };
            };
        };
    };
    staffListOrderRefunds: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Order id or order number. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Envelope; code 0 with this data, or an ErrorEnvelope (403 another center's order, 404 none). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": 0,
                     *       "msg": "ok",
                     *       "data": [
                     *         {
                     *           "outTradeNo": "P202611290001",
                     *           "kind": "order",
                     *           "method": "wechat",
                     *           "amount": 560,
                     *           "currency": "CNY",
                     *           "status": "paid",
                     *           "paidAt": "2026-11-29T02:10:00Z",
                     *           "refundedAmount": 100,
                     *           "refundableAmount": 460,
                     *           "refunds": [
                     *             {
                     *               "outRefundNo": "R202611290001",
                     *               "outTradeNo": "P202611290001",
                     *               "orderId": "42",
                     *               "orderNo": "V202611290001",
                     *               "method": "wechat",
                     *               "amount": 100,
                     *               "status": "refunded",
                     *               "cause": "center",
                     *               "reason": {
                     *                 "zh": "退还加急费",
                     *                 "en": "Urgent fee returned",
                     *                 "ko": "긴급 수수료 환불"
                     *               },
                     *               "requestedBy": "财务 王芳",
                     *               "attempts": 1,
                     *               "lastError": null,
                     *               "requestedAt": "2026-11-29T03:00:00Z",
                     *               "refundedAt": "2026-11-29T03:00:05Z"
                     *             }
                     *           ]
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": {
                        /** @description 0 on success. */
                        code: number;
                        msg: string;
                        /** @description The order's payments (the order's and each supplement's), oldest first. */
                        data: components["schemas"]["OrderPaymentRefunds"][];
                    };
                };
            };
        };
    };
    staffRefundOrder: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Order id or order number. */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "outTradeNo": "P202611290001",
                 *       "amount": 100,
                 *       "reason": {
                 *         "zh": "退还加急费",
                 *         "en": "Urgent fee returned",
                 *         "ko": "긴급 수수료 환불"
                 *       },
                 *       "requestId": "3f1c9a52-7a0e-4b8e-9a43-2b8f1d7c6e10"
                 *     }
                 */
                "application/json": components["schemas"]["StaffRefundInput"];
            };
        };
        responses: {
            /** @description Envelope; code 0 with the refund made (or the one this requestId already made), or an ErrorEnvelope: 409 past what is still refundable or the payment is not paid, 400 bad input, 403 another center's order, 404 none. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description 0 on success. */
                        code: number;
                        msg: string;
                        data: components["schemas"]["Refund"];
                    };
                };
            };
        };
    };
    staffListRefunds: {
        parameters: {
            query?: {
                /** @description Only refunds in this state. */
                status?: components["schemas"]["RefundStatus"];
                /** @description 1-based page number. A number below 1 is read as 1 (a hand-edited address still gets a page, not an error). */
                page?: components["parameters"]["Page"];
                /** @description Page size, read within 1..100: a larger or smaller number is clamped to that range, not refused. */
                size?: components["parameters"]["Size"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Envelope; code 0 with this data, or an ErrorEnvelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description 0 on success. */
                        code: number;
                        msg: string;
                        data: components["schemas"]["RefundPage"];
                    };
                };
            };
        };
    };
    staffRetryRefund: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                outRefundNo: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Envelope; code 0 with the refund after the try, or an ErrorEnvelope (403 another center's, 404 none, 409 not failed). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description 0 on success. */
                        code: number;
                        msg: string;
                        data: components["schemas"]["Refund"];
                    };
                };
            };
        };
    };
    staffFlagIncorrect: {
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
                "application/json": components["schemas"]["StaffFlagRequest"];
            };
        };
        responses: {
            /** @description Envelope; code 0 with the order view after the flag, or an ErrorEnvelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description 0 on success. */
                        code: number;
                        msg: string;
                        data: components["schemas"]["StaffOrderView"];
                    };
                };
            };
        };
    };
    staffMakeReturnWaybill: {
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
            /** @description Envelope; code 0 with the order view and its return waybills, or an ErrorEnvelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description 0 on success. */
                        code: number;
                        msg: string;
                        data: components["schemas"]["StaffOrderView"];
                    };
                };
            };
        };
    };
    staffOrderAudit: {
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
            /** @description Envelope; code 0 with this data, or an ErrorEnvelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description 0 on success. */
                        code: number;
                        msg: string;
                        data: components["schemas"]["StaffAuditEntry"][];
                    };
                };
            };
        };
    };
    staffExportAudit: {
        parameters: {
            query: {
                from: string;
                to: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The CSV file; or an ErrorEnvelope (JSON) when refused. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
        };
    };
    listStaffAgencies: {
        parameters: {
            query?: {
                /** @description 1-based page number. A number below 1 is read as 1 (a hand-edited address still gets a page, not an error). */
                page?: components["parameters"]["Page"];
                /** @description Page size, read within 1..100: a larger or smaller number is clamped to that range, not refused. */
                size?: components["parameters"]["Size"];
                /** @description Part of the name or the licence number. */
                q?: string;
                /** @description Only agencies certified for this center. */
                centerId?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Envelope; code 0 with this data, or an ErrorEnvelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description 0 on success. */
                        code: number;
                        msg: string;
                        data: components["schemas"]["StaffAgencyPage"];
                    };
                };
            };
        };
    };
    createStaffAgency: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["StaffAgencyInput"];
            };
        };
        responses: {
            /** @description Envelope; code 0 with this data, or an ErrorEnvelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description 0 on success. */
                        code: number;
                        msg: string;
                        data: components["schemas"]["StaffAgency"];
                    };
                };
            };
        };
    };
    getStaffAgency: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                agencyId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Envelope; code 0 with this data, or an ErrorEnvelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description 0 on success. */
                        code: number;
                        msg: string;
                        data: components["schemas"]["StaffAgency"];
                    };
                };
            };
        };
    };
    updateStaffAgency: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                agencyId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["StaffAgencyInput"];
            };
        };
        responses: {
            /** @description Envelope; code 0 with this data, or an ErrorEnvelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description 0 on success. */
                        code: number;
                        msg: string;
                        data: components["schemas"]["StaffAgency"];
                    };
                };
            };
        };
    };
    suspendStaffAgency: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                agencyId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["StaffSuspendRequest"];
            };
        };
        responses: {
            /** @description Envelope; code 0 with this data, or an ErrorEnvelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description 0 on success. */
                        code: number;
                        msg: string;
                        data: components["schemas"]["StaffAgency"];
                    };
                };
            };
        };
    };
    reinstateStaffAgency: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                agencyId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Envelope; code 0 with this data, or an ErrorEnvelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description 0 on success. */
                        code: number;
                        msg: string;
                        data: components["schemas"]["StaffAgency"];
                    };
                };
            };
        };
    };
    listStaffAgencyAccounts: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                agencyId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Envelope; code 0 with this data, or an ErrorEnvelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description 0 on success. */
                        code: number;
                        msg: string;
                        data: components["schemas"]["StaffAgencyAccount"][];
                    };
                };
            };
        };
    };
    suspendStaffAgencyAccount: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                agencyId: string;
                account: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["StaffSuspendRequest"];
            };
        };
        responses: {
            /** @description Envelope; code 0 with this data, or an ErrorEnvelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description 0 on success. */
                        code: number;
                        msg: string;
                        data: components["schemas"]["StaffAgencyAccount"];
                    };
                };
            };
        };
    };
    reinstateStaffAgencyAccount: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                agencyId: string;
                account: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Envelope; code 0 with this data, or an ErrorEnvelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description 0 on success. */
                        code: number;
                        msg: string;
                        data: components["schemas"]["StaffAgencyAccount"];
                    };
                };
            };
        };
    };
    listStaffContent: {
        parameters: {
            query?: {
                /** @description 1-based page number. A number below 1 is read as 1 (a hand-edited address still gets a page, not an error). */
                page?: components["parameters"]["Page"];
                /** @description Page size, read within 1..100: a larger or smaller number is clamped to that range, not refused. */
                size?: components["parameters"]["Size"];
                typeCode?: string;
                status?: "draft" | "published";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Envelope; code 0 with this data, or an ErrorEnvelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description 0 on success. */
                        code: number;
                        msg: string;
                        data: components["schemas"]["StaffArticlePage"];
                    };
                };
            };
        };
    };
    createStaffContent: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["StaffArticleInput"];
            };
        };
        responses: {
            /** @description Envelope; code 0 with this data, or an ErrorEnvelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description 0 on success. */
                        code: number;
                        msg: string;
                        data: components["schemas"]["StaffArticle"];
                    };
                };
            };
        };
    };
    getStaffContent: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                articleId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Envelope; code 0 with this data, or an ErrorEnvelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description 0 on success. */
                        code: number;
                        msg: string;
                        data: components["schemas"]["StaffArticle"];
                    };
                };
            };
        };
    };
    updateStaffContent: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                articleId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["StaffArticleInput"];
            };
        };
        responses: {
            /** @description Envelope; code 0 with this data, or an ErrorEnvelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description 0 on success. */
                        code: number;
                        msg: string;
                        data: components["schemas"]["StaffArticle"];
                    };
                };
            };
        };
    };
    previewStaffContent: {
        parameters: {
            query: {
                language: "zh" | "en" | "ko";
            };
            header?: never;
            path: {
                articleId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Envelope; code 0 with this data, or an ErrorEnvelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description 0 on success. */
                        code: number;
                        msg: string;
                        data: components["schemas"]["Article"];
                    };
                };
            };
        };
    };
    publishStaffContent: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                articleId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Envelope; code 0 with this data, or an ErrorEnvelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description 0 on success. */
                        code: number;
                        msg: string;
                        data: components["schemas"]["StaffArticle"];
                    };
                };
            };
        };
    };
    unpublishStaffContent: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                articleId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Envelope; code 0 with this data, or an ErrorEnvelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description 0 on success. */
                        code: number;
                        msg: string;
                        data: components["schemas"]["StaffArticle"];
                    };
                };
            };
        };
    };
    listStaffCenters: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Envelope; code 0 with this data, or an ErrorEnvelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description 0 on success. */
                        code: number;
                        msg: string;
                        data: components["schemas"]["StaffCenter"][];
                    };
                };
            };
        };
    };
    getStaffCenter: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                centerId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Envelope; code 0 with this data, or an ErrorEnvelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description 0 on success. */
                        code: number;
                        msg: string;
                        data: components["schemas"]["StaffCenter"];
                    };
                };
            };
        };
    };
    updateStaffCenter: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                centerId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["StaffCenterSettings"];
            };
        };
        responses: {
            /** @description Envelope; code 0 with this data, or an ErrorEnvelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description 0 on success. */
                        code: number;
                        msg: string;
                        data: components["schemas"]["StaffCenter"];
                    };
                };
            };
        };
    };
    listStaffClosures: {
        parameters: {
            query?: {
                /** @description 1-based page number. A number below 1 is read as 1 (a hand-edited address still gets a page, not an error). */
                page?: components["parameters"]["Page"];
                /** @description Page size, read within 1..100: a larger or smaller number is clamped to that range, not refused. */
                size?: components["parameters"]["Size"];
            };
            header?: never;
            path: {
                centerId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Envelope; code 0 with this data, or an ErrorEnvelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description 0 on success. */
                        code: number;
                        msg: string;
                        data: components["schemas"]["StaffClosurePage"];
                    };
                };
            };
        };
    };
    createStaffClosure: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                centerId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["StaffClosureInput"];
            };
        };
        responses: {
            /** @description Envelope; code 0 with this data, or an ErrorEnvelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description 0 on success. */
                        code: number;
                        msg: string;
                        data: components["schemas"]["StaffClosure"];
                    };
                };
            };
        };
    };
    getStaffCalendarYear: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                year: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Envelope; code 0 with this data, or an ErrorEnvelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description 0 on success. */
                        code: number;
                        msg: string;
                        data: components["schemas"]["StaffCalendarYear"];
                    };
                };
            };
        };
    };
    replaceStaffCalendarYear: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                year: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["StaffCalendarYearInput"];
            };
        };
        responses: {
            /** @description Envelope; code 0 with this data, or an ErrorEnvelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description 0 on success. */
                        code: number;
                        msg: string;
                        data: components["schemas"]["StaffCalendarYear"];
                    };
                };
            };
        };
    };
    listIntegrations: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Envelope; code 0 with this data, or an ErrorEnvelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description 0 on success. */
                        code: number;
                        msg: string;
                        data: components["schemas"]["Integration"][];
                    };
                };
            };
        };
    };
    createIntegration: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["IntegrationNew"];
            };
        };
        responses: {
            /** @description Envelope; code 0 with this data, or an ErrorEnvelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description 0 on success. */
                        code: number;
                        msg: string;
                        data: components["schemas"]["IntegrationCreated"];
                    };
                };
            };
        };
    };
    updateIntegration: {
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
                "application/json": components["schemas"]["IntegrationUpdate"];
            };
        };
        responses: {
            /** @description Envelope; code 0 with this data, code 404 for an unknown integration, or another ErrorEnvelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description 0 on success. */
                        code: number;
                        msg: string;
                        data: components["schemas"]["Integration"];
                    };
                };
            };
        };
    };
    rotateIntegrationSecret: {
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
            /** @description Envelope; code 0 with this data, code 404 for an unknown integration, or another ErrorEnvelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description 0 on success. */
                        code: number;
                        msg: string;
                        data: components["schemas"]["IntegrationRotated"];
                    };
                };
            };
        };
    };
    listWebhookFailures: {
        parameters: {
            query?: {
                /** @description 1-based page number. A number below 1 is read as 1 (a hand-edited address still gets a page, not an error). */
                page?: components["parameters"]["Page"];
                /** @description Page size, read within 1..100: a larger or smaller number is clamped to that range, not refused. */
                size?: components["parameters"]["Size"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Envelope; code 0 with this data, or an ErrorEnvelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description 0 on success. */
                        code: number;
                        msg: string;
                        data: components["schemas"]["WebhookDeliveryPage"];
                    };
                };
            };
        };
    };
    retryWebhookDelivery: {
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
            /** @description Envelope; code 0 with this data, code 404 for an unknown delivery, code 409 for one delivered or still being retried. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description 0 on success. */
                        code: number;
                        msg: string;
                        data: components["schemas"]["WebhookDelivery"];
                    };
                };
            };
        };
    };
    integrationListOrders: {
        parameters: {
            query?: {
                stage?: components["schemas"]["OrderStage"];
                /** @description Only orders that owe (true) or do not owe (false) a supplement. */
                extraPaymentDue?: boolean;
                /** @description Only orders changed at or after this instant. */
                updatedSince?: string;
                /** @description 1-based page number. A number below 1 is read as 1 (a hand-edited address still gets a page, not an error). */
                page?: components["parameters"]["Page"];
                /** @description Page size, read within 1..100: a larger or smaller number is clamped to that range, not refused. */
                size?: components["parameters"]["Size"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Envelope; code 0 with this data, or an ErrorEnvelope (HTTP 401 for a wrong or rotated credential). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description 0 on success. */
                        code: number;
                        msg: string;
                        data: components["schemas"]["IntegrationOrderPage"];
                    };
                };
            };
        };
    };
    integrationGetOrder: {
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
            /** @description Envelope; code 0 with this data, code 404 for an unknown order, code 403 for another center's. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description 0 on success. */
                        code: number;
                        msg: string;
                        data: components["schemas"]["IntegrationOrder"];
                    };
                };
            };
        };
    };
    integrationMoveOrder: {
        parameters: {
            query?: never;
            header: {
                "Idempotency-Key": string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["IntegrationMove"];
            };
        };
        responses: {
            /** @description Envelope; code 0 with the order after the move, or an ErrorEnvelope (409 when the order's stage does not allow it). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description 0 on success. */
                        code: number;
                        msg: string;
                        data: components["schemas"]["IntegrationOrder"];
                    };
                };
            };
        };
    };
    integrationRecordDecision: {
        parameters: {
            query?: never;
            header: {
                "Idempotency-Key": string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["IntegrationDecision"];
            };
        };
        responses: {
            /** @description Envelope; code 0 with the order after the decision, or an ErrorEnvelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description 0 on success. */
                        code: number;
                        msg: string;
                        data: components["schemas"]["IntegrationOrder"];
                    };
                };
            };
        };
    };
    integrationRequestSupplement: {
        parameters: {
            query?: never;
            header: {
                "Idempotency-Key": string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["IntegrationSupplement"];
            };
        };
        responses: {
            /** @description Envelope; code 0 with the order now owing the supplement, or an ErrorEnvelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description 0 on success. */
                        code: number;
                        msg: string;
                        data: components["schemas"]["IntegrationOrder"];
                    };
                };
            };
        };
    };
    integrationFlagIncorrect: {
        parameters: {
            query?: never;
            header: {
                "Idempotency-Key": string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["IntegrationIncorrectFlag"];
            };
        };
        responses: {
            /** @description Envelope; code 0 with the open record, or an ErrorEnvelope (409 while another record is open). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description 0 on success. */
                        code: number;
                        msg: string;
                        data: components["schemas"]["IntegrationIncorrectFlagged"];
                    };
                };
            };
        };
    };
    integrationMakeReturnWaybill: {
        parameters: {
            query?: never;
            header: {
                "Idempotency-Key": string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Envelope; code 0 with the order and its return waybills, or an ErrorEnvelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description 0 on success. */
                        code: number;
                        msg: string;
                        data: components["schemas"]["IntegrationReturnWaybill"];
                    };
                };
            };
        };
    };
}

-- Reserved for a feature in progress; replaced by its tables.
SELECT 1;

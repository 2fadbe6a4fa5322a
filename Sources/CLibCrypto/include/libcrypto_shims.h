// The few things the program asks of the system's libcrypto (OpenSSL 3): digests, HMACs and
// P-256 ECDSA keys, behind plain functions so Swift never handles OpenSSL's types or macros.
// The library is opened on first use; every function fails (-1, NULL or 0) when it cannot be.
#ifndef LIBCRYPTO_SHIMS_H
#define LIBCRYPTO_SHIMS_H

#include <stddef.h>
#include <stdint.h>

/// The file opened: "libcrypto.so.3" (Debian's libssl3).
extern const char *const pc_crypto_file;

/// Opens libcrypto and finds its functions, once; 1 when it is usable, 0 when not.
int pc_crypto_open(void);

/// The digests the program uses, by number (MD5, SHA-1, SHA-256, SHA-512).
enum pc_digest_algorithm { PC_MD5 = 0, PC_SHA1 = 1, PC_SHA256 = 2, PC_SHA512 = 3 };

/// The longest digest any of them gives, in bytes.
#define PC_DIGEST_MAX 64

/// Writes the digest of `data` into `out` (PC_DIGEST_MAX bytes); returns its length, or -1.
int pc_digest(int algorithm, const uint8_t *data, size_t length, uint8_t *out);

/// Writes the HMAC (RFC 2104) of `data` under `key` into `out` (PC_DIGEST_MAX bytes); returns its
/// length, or -1.
int pc_hmac(int algorithm, const uint8_t *key, size_t key_length, const uint8_t *data, size_t length,
            uint8_t *out);

/// An opaque P-256 key (private, or public only); freed by pc_p256_free.
typedef struct pc_p256_key pc_p256_key;

/// A new random private key, or NULL.
pc_p256_key *pc_p256_generate(void);

/// A private key from PEM (PKCS#8 "PRIVATE KEY" or SEC 1 "EC PRIVATE KEY"), or NULL when the text
/// is not one or the key is not on P-256.
pc_p256_key *pc_p256_private_from_pem(const char *pem, size_t length);

/// The private key as PKCS#8 PEM into `out` (at most `capacity` bytes); returns its length, or -1.
int pc_p256_private_pem(const pc_p256_key *key, char *out, size_t capacity);

/// The public half of a key, or NULL.
pc_p256_key *pc_p256_public(const pc_p256_key *key);

/// Signs SHA-256(message) with ECDSA; writes the raw 64-byte r‖s JWS asks for. Returns 0, or -1.
int pc_p256_sign(const pc_p256_key *key, const uint8_t *message, size_t length, uint8_t signature[64]);

/// 1 when `signature` (raw r‖s) is the key's signature of SHA-256(message), 0 when not.
int pc_p256_verify(const pc_p256_key *key, const uint8_t *message, size_t length, const uint8_t signature[64]);

void pc_p256_free(pc_p256_key *key);

#endif

// The system's libcrypto (OpenSSL 3) behind the few functions libcrypto_shims.h declares.
#include "libcrypto_shims.h"

#include <stdlib.h>
#include <string.h>
#include <openssl/bio.h>
#include <openssl/bn.h>
#include <openssl/core_names.h>
#include <openssl/ec.h>
#include <openssl/evp.h>
#include <openssl/pem.h>

struct pc_p256_key {
    EVP_PKEY *pkey;
};

static const char *digest_name(int algorithm) {
    switch (algorithm) {
    case PC_MD5: return "MD5";
    case PC_SHA1: return "SHA1";
    case PC_SHA256: return "SHA256";
    case PC_SHA512: return "SHA512";
    default: return NULL;
    }
}

int pc_digest(int algorithm, const uint8_t *data, size_t length, uint8_t *out) {
    const char *name = digest_name(algorithm);
    size_t written = 0;
    if (name == NULL || !EVP_Q_digest(NULL, name, NULL, data, length, out, &written)) return -1;
    return (int)written;
}

int pc_hmac(int algorithm, const uint8_t *key, size_t key_length, const uint8_t *data, size_t length,
            uint8_t *out) {
    const char *name = digest_name(algorithm);
    size_t written = 0;
    // OpenSSL refuses a NULL key even when it is empty; HMAC's empty key is all zero bytes anyway.
    static const uint8_t empty[1] = {0};
    if (name == NULL ||
        EVP_Q_mac(NULL, "HMAC", NULL, name, NULL, key_length ? key : empty, key_length, data, length, out,
                  PC_DIGEST_MAX, &written) == NULL)
        return -1;
    return (int)written;
}

static pc_p256_key *wrap(EVP_PKEY *pkey) {
    if (pkey == NULL) return NULL;
    pc_p256_key *key = malloc(sizeof *key);
    if (key == NULL) {
        EVP_PKEY_free(pkey);
        return NULL;
    }
    key->pkey = pkey;
    return key;
}

static int is_p256(EVP_PKEY *pkey) {
    char group[64];
    size_t length = 0;
    return EVP_PKEY_get_base_id(pkey) == EVP_PKEY_EC &&
           EVP_PKEY_get_group_name(pkey, group, sizeof group, &length) &&
           strcmp(group, "prime256v1") == 0;
}

pc_p256_key *pc_p256_generate(void) {
    return wrap(EVP_PKEY_Q_keygen(NULL, NULL, "EC", "P-256"));
}

pc_p256_key *pc_p256_private_from_pem(const char *pem, size_t length) {
    if (length > 0x10000) return NULL;
    BIO *bio = BIO_new_mem_buf(pem, (int)length);
    if (bio == NULL) return NULL;
    // No password callback: an encrypted key is refused, never prompted for on the terminal.
    EVP_PKEY *pkey = PEM_read_bio_PrivateKey(bio, NULL, NULL, (void *)"");
    BIO_free(bio);
    if (pkey == NULL) return NULL;
    if (!is_p256(pkey)) {
        EVP_PKEY_free(pkey);
        return NULL;
    }
    return wrap(pkey);
}

int pc_p256_private_pem(const pc_p256_key *key, char *out, size_t capacity) {
    BIO *bio = BIO_new(BIO_s_mem());
    if (bio == NULL) return -1;
    int result = -1;
    if (PEM_write_bio_PrivateKey(bio, key->pkey, NULL, NULL, 0, NULL, NULL)) {
        char *data = NULL;
        long length = BIO_get_mem_data(bio, &data);
        if (length > 0 && (size_t)length <= capacity) {
            memcpy(out, data, (size_t)length);
            result = (int)length;
        }
    }
    BIO_free(bio);
    return result;
}

pc_p256_key *pc_p256_public(const pc_p256_key *key) {
    // The public half travels through its DER SubjectPublicKeyInfo, which carries no private part.
    unsigned char *der = NULL;
    int length = i2d_PUBKEY(key->pkey, &der);
    if (length <= 0) return NULL;
    const unsigned char *cursor = der;
    EVP_PKEY *pkey = d2i_PUBKEY(NULL, &cursor, length);
    OPENSSL_free(der);
    return wrap(pkey);
}

int pc_p256_sign(const pc_p256_key *key, const uint8_t *message, size_t length, uint8_t signature[64]) {
    EVP_MD_CTX *context = EVP_MD_CTX_new();
    if (context == NULL) return -1;
    unsigned char der[80];
    size_t der_length = sizeof der;
    int ok = EVP_DigestSignInit(context, NULL, EVP_sha256(), NULL, key->pkey) == 1 &&
             EVP_DigestSign(context, der, &der_length, message, length) == 1;
    EVP_MD_CTX_free(context);
    if (!ok) return -1;
    const unsigned char *cursor = der;
    ECDSA_SIG *parsed = d2i_ECDSA_SIG(NULL, &cursor, (long)der_length);
    if (parsed == NULL) return -1;
    const BIGNUM *r = NULL, *s = NULL;
    ECDSA_SIG_get0(parsed, &r, &s);
    ok = BN_bn2binpad(r, signature, 32) == 32 && BN_bn2binpad(s, signature + 32, 32) == 32;
    ECDSA_SIG_free(parsed);
    return ok ? 0 : -1;
}

int pc_p256_verify(const pc_p256_key *key, const uint8_t *message, size_t length, const uint8_t signature[64]) {
    ECDSA_SIG *parsed = ECDSA_SIG_new();
    BIGNUM *r = BN_bin2bn(signature, 32, NULL), *s = BN_bin2bn(signature + 32, 32, NULL);
    if (parsed == NULL || r == NULL || s == NULL || !ECDSA_SIG_set0(parsed, r, s)) {
        ECDSA_SIG_free(parsed);
        BN_free(r);
        BN_free(s);
        return 0;
    }
    unsigned char *der = NULL;
    int der_length = i2d_ECDSA_SIG(parsed, &der);
    ECDSA_SIG_free(parsed);
    if (der_length <= 0) return 0;
    EVP_MD_CTX *context = EVP_MD_CTX_new();
    int valid = context != NULL && EVP_DigestVerifyInit(context, NULL, EVP_sha256(), NULL, key->pkey) == 1 &&
                EVP_DigestVerify(context, der, (size_t)der_length, message, length) == 1;
    EVP_MD_CTX_free(context);
    OPENSSL_free(der);
    return valid;
}

void pc_p256_free(pc_p256_key *key) {
    if (key == NULL) return;
    EVP_PKEY_free(key->pkey);
    free(key);
}

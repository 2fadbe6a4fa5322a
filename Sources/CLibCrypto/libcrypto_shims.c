// The system's libcrypto (OpenSSL 3) behind the few functions libcrypto_shims.h declares. The
// library is opened the first time one of them is called, not when the program starts: loading
// and relocating it costs over a millisecond, and most runs never hash or sign anything.
#include "libcrypto_shims.h"

#include <dlfcn.h>
#include <pthread.h>
#include <stdlib.h>
#include <string.h>
#include <openssl/bio.h>
#include <openssl/bn.h>
#include <openssl/ec.h>
#include <openssl/evp.h>
#include <openssl/pem.h>

const char *const pc_crypto_file = "libcrypto.so.3";

// Every libcrypto function used, called through a pointer of the type its header declares. The
// names below are macros for those pointers, so the code reads as ordinary OpenSSL.
#define PC_CRYPTO_FUNCTIONS(X) \
    X(EVP_Q_digest) X(EVP_Q_mac) X(EVP_PKEY_Q_keygen) X(EVP_PKEY_free) X(EVP_PKEY_get_base_id) \
    X(EVP_PKEY_get_group_name) X(EVP_MD_CTX_new) X(EVP_MD_CTX_free) X(EVP_sha256) X(EVP_DigestSignInit) \
    X(EVP_DigestSign) X(EVP_DigestVerifyInit) X(EVP_DigestVerify) X(BIO_new_mem_buf) X(BIO_new) \
    X(BIO_s_mem) X(BIO_free) X(BIO_ctrl) X(PEM_read_bio_PrivateKey) X(PEM_write_bio_PrivateKey) \
    X(i2d_PUBKEY) X(d2i_PUBKEY) X(d2i_ECDSA_SIG) X(i2d_ECDSA_SIG) X(ECDSA_SIG_new) X(ECDSA_SIG_free) \
    X(ECDSA_SIG_get0) X(ECDSA_SIG_set0) X(BN_bn2binpad) X(BN_bin2bn) X(BN_free) X(CRYPTO_free)

#define PC_POINTER(name) static __typeof__(name) *name##_pointer;
PC_CRYPTO_FUNCTIONS(PC_POINTER)

#define PC_FIND(name) \
    *(void **)(&name##_pointer) = dlsym(handle, #name); \
    if (name##_pointer == NULL) return 0;

static int find_functions(void *handle) {
    PC_CRYPTO_FUNCTIONS(PC_FIND)
    return 1;
}

static int crypto_opened;
static pthread_once_t crypto_once = PTHREAD_ONCE_INIT;

static void open_crypto(void) {
    void *handle = dlopen(pc_crypto_file, RTLD_NOW | RTLD_LOCAL);
    crypto_opened = handle != NULL && find_functions(handle);
}

int pc_crypto_open(void) {
    pthread_once(&crypto_once, open_crypto);
    return crypto_opened;
}

// From here on, each OpenSSL name calls through its pointer (the header's macros, such as
// BIO_get_mem_data and OPENSSL_free, expand to these names too).
#define EVP_Q_digest EVP_Q_digest_pointer
#define EVP_Q_mac EVP_Q_mac_pointer
#define EVP_PKEY_Q_keygen EVP_PKEY_Q_keygen_pointer
#define EVP_PKEY_free EVP_PKEY_free_pointer
#define EVP_PKEY_get_base_id EVP_PKEY_get_base_id_pointer
#define EVP_PKEY_get_group_name EVP_PKEY_get_group_name_pointer
#define EVP_MD_CTX_new EVP_MD_CTX_new_pointer
#define EVP_MD_CTX_free EVP_MD_CTX_free_pointer
#define EVP_sha256 EVP_sha256_pointer
#define EVP_DigestSignInit EVP_DigestSignInit_pointer
#define EVP_DigestSign EVP_DigestSign_pointer
#define EVP_DigestVerifyInit EVP_DigestVerifyInit_pointer
#define EVP_DigestVerify EVP_DigestVerify_pointer
#define BIO_new_mem_buf BIO_new_mem_buf_pointer
#define BIO_new BIO_new_pointer
#define BIO_s_mem BIO_s_mem_pointer
#define BIO_free BIO_free_pointer
#define BIO_ctrl BIO_ctrl_pointer
#define PEM_read_bio_PrivateKey PEM_read_bio_PrivateKey_pointer
#define PEM_write_bio_PrivateKey PEM_write_bio_PrivateKey_pointer
#define i2d_PUBKEY i2d_PUBKEY_pointer
#define d2i_PUBKEY d2i_PUBKEY_pointer
#define d2i_ECDSA_SIG d2i_ECDSA_SIG_pointer
#define i2d_ECDSA_SIG i2d_ECDSA_SIG_pointer
#define ECDSA_SIG_new ECDSA_SIG_new_pointer
#define ECDSA_SIG_free ECDSA_SIG_free_pointer
#define ECDSA_SIG_get0 ECDSA_SIG_get0_pointer
#define ECDSA_SIG_set0 ECDSA_SIG_set0_pointer
#define BN_bn2binpad BN_bn2binpad_pointer
#define BN_bin2bn BN_bin2bn_pointer
#define BN_free BN_free_pointer
#define CRYPTO_free CRYPTO_free_pointer

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
    if (!pc_crypto_open()) return -1;
    const char *name = digest_name(algorithm);
    size_t written = 0;
    if (name == NULL || !EVP_Q_digest(NULL, name, NULL, data, length, out, &written)) return -1;
    return (int)written;
}

int pc_hmac(int algorithm, const uint8_t *key, size_t key_length, const uint8_t *data, size_t length,
            uint8_t *out) {
    if (!pc_crypto_open()) return -1;
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
    if (!pc_crypto_open()) return NULL;
    return wrap(EVP_PKEY_Q_keygen(NULL, NULL, "EC", "P-256"));
}

pc_p256_key *pc_p256_private_from_pem(const char *pem, size_t length) {
    if (!pc_crypto_open() || length > 0x10000) return NULL;
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

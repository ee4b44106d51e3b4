/*
 * insn_count: a QEMU TCG plugin that counts the guest instructions executed
 * between two marker addresses, exactly, and which instruction addresses
 * they were (so that a host script can say where they go).
 *
 *   qemu-system-arm ... -plugin ./libinsn_count.so,begin=0xADDR,end=0xADDR,out=FILE -d plugin
 *
 * Each time the guest reaches `begin` counting starts; at `end` it stops and
 * one region is appended to FILE: "region N TOTAL" then "ADDR COUNT" lines.
 * Debian's QEMU 7.2 loads plugins (API version 1) but ships no
 * qemu-plugin.h, so the dozen declarations used are written out below.
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef uint64_t qemu_plugin_id_t;
typedef struct qemu_info_t qemu_info_t;
struct qemu_plugin_tb;
struct qemu_plugin_insn;
enum qemu_plugin_cb_flags { QEMU_PLUGIN_CB_NO_REGS, QEMU_PLUGIN_CB_R_REGS, QEMU_PLUGIN_CB_RW_REGS };
typedef void (*qemu_plugin_vcpu_tb_trans_cb_t)(qemu_plugin_id_t id, struct qemu_plugin_tb* tb);
typedef void (*qemu_plugin_vcpu_udata_cb_t)(unsigned int vcpu_index, void* userdata);
typedef void (*qemu_plugin_udata_cb_t)(qemu_plugin_id_t id, void* userdata);

void qemu_plugin_register_vcpu_tb_trans_cb(qemu_plugin_id_t id, qemu_plugin_vcpu_tb_trans_cb_t cb);
size_t qemu_plugin_tb_n_insns(const struct qemu_plugin_tb* tb);
struct qemu_plugin_insn* qemu_plugin_tb_get_insn(const struct qemu_plugin_tb* tb, size_t idx);
uint64_t qemu_plugin_insn_vaddr(const struct qemu_plugin_insn* insn);
void qemu_plugin_register_vcpu_insn_exec_cb(struct qemu_plugin_insn* insn, qemu_plugin_vcpu_udata_cb_t cb,
                                            enum qemu_plugin_cb_flags flags, void* userdata);
void qemu_plugin_register_atexit_cb(qemu_plugin_id_t id, qemu_plugin_udata_cb_t cb, void* userdata);
void qemu_plugin_outs(const char* string);

__attribute__((visibility("default"))) int qemu_plugin_version = 1;

/* Per-address execution counts of the current region: open addressing. */
#define TABLE_SIZE (1u << 16)
static uint64_t table_addr[TABLE_SIZE];
static uint64_t table_count[TABLE_SIZE];
static uint64_t begin_addr, end_addr;
static int counting;
static uint64_t total;
static unsigned regions;
static FILE* out;

static void flush_region(void) {
    fprintf(out, "region %u %llu\n", regions, (unsigned long long)total);
    for (unsigned i = 0; i < TABLE_SIZE; ++i) {
        if (table_count[i] != 0) {
            fprintf(out, "%llx %llu\n", (unsigned long long)table_addr[i], (unsigned long long)table_count[i]);
            table_count[i] = 0;
        }
    }
    fflush(out);
    char line[96];
    snprintf(line, sizeof line, "insn_count: region %u: %llu instructions\n", regions, (unsigned long long)total);
    qemu_plugin_outs(line);
    ++regions;
}

static void on_insn(unsigned int vcpu, void* userdata) {
    (void)vcpu;
    const uint64_t addr = (uint64_t)(uintptr_t)userdata;
    if (addr == begin_addr) {
        counting = 1;
        total = 0;
        return;
    }
    if (addr == end_addr) {
        if (counting) flush_region();
        counting = 0;
        return;
    }
    if (!counting) return;
    ++total;
    unsigned h = (unsigned)((addr >> 1) * 2654435761u) & (TABLE_SIZE - 1);
    while (table_count[h] != 0 && table_addr[h] != addr) h = (h + 1) & (TABLE_SIZE - 1);
    table_addr[h] = addr;
    ++table_count[h];
}

static void on_translate(qemu_plugin_id_t id, struct qemu_plugin_tb* tb) {
    (void)id;
    const size_t n = qemu_plugin_tb_n_insns(tb);
    for (size_t i = 0; i < n; ++i) {
        struct qemu_plugin_insn* insn = qemu_plugin_tb_get_insn(tb, i);
        const uint64_t addr = qemu_plugin_insn_vaddr(insn);
        qemu_plugin_register_vcpu_insn_exec_cb(insn, on_insn, QEMU_PLUGIN_CB_NO_REGS, (void*)(uintptr_t)addr);
    }
}

static void on_plugin_exit(qemu_plugin_id_t id, void* userdata) {
    (void)id;
    (void)userdata;
    if (out != NULL) fclose(out);
}

__attribute__((visibility("default"))) int qemu_plugin_install(qemu_plugin_id_t id, const qemu_info_t* info,
                                                               int argc, char** argv) {
    (void)info;
    const char* path = NULL;
    for (int i = 0; i < argc; ++i) {
        if (strncmp(argv[i], "begin=", 6) == 0) begin_addr = strtoull(argv[i] + 6, NULL, 0) & ~1ull;
        else if (strncmp(argv[i], "end=", 4) == 0) end_addr = strtoull(argv[i] + 4, NULL, 0) & ~1ull;
        else if (strncmp(argv[i], "out=", 4) == 0) path = argv[i] + 4;
    }
    if (begin_addr == 0 || end_addr == 0 || path == NULL) {
        fprintf(stderr, "insn_count: need begin=ADDR,end=ADDR,out=FILE\n");
        return -1;
    }
    out = fopen(path, "w");
    if (out == NULL) {
        fprintf(stderr, "insn_count: cannot write %s\n", path);
        return -1;
    }
    qemu_plugin_register_vcpu_tb_trans_cb(id, on_translate);
    qemu_plugin_register_atexit_cb(id, on_plugin_exit, NULL);
    return 0;
}

// Runs a command and writes its wall time, CPU time, peak resident memory, exit status,
// page faults and the CPU time the host took from this machine meanwhile to a file:
// `measure RESULT-FILE COMMAND [ARGUMENT...]` writes
// "wall cpu maxrss-KiB status minor-faults steal".
//
// benchmarks/run and benchmarks/compare measure every command through it. Linux keeps a process's peak
// resident memory across exec, so a command started straight from the benchmark's
// Python process counted Python's own 18 MB as its peak (the floor showed 18.6 MB for
// a loop that takes 1.6); forked from this small process, it starts from about 1 MB.
//
// Steal is the time a virtual machine's CPUs were ready to run but the host ran something
// else (the eighth figure of /proc/stat's "cpu" line), over all CPUs, in seconds; -1
// where there is no /proc/stat. A run the host took much from is slower for reasons
// that are not the command's: the benchmark reports it beside the times.
#define _GNU_SOURCE
#include <errno.h>
#include <stdio.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

static double seconds(struct timeval value) { return value.tv_sec + value.tv_usec / 1e6; }

/// The machine's steal time so far, in clock ticks; -1 if unknown.
static long long steal_ticks(void) {
    FILE *stat = fopen("/proc/stat", "r");
    if (stat == NULL) return -1;
    long long user, nice, system, idle, iowait, irq, softirq, steal;
    int read = fscanf(stat, "cpu %lld %lld %lld %lld %lld %lld %lld %lld", &user, &nice, &system, &idle, &iowait,
                      &irq, &softirq, &steal);
    fclose(stat);
    return read == 8 ? steal : -1;
}

int main(int argc, char **argv) {
    if (argc < 3) {
        fprintf(stderr, "usage: measure RESULT-FILE COMMAND [ARGUMENT...]\n");
        return 2;
    }
    struct timespec start, end;
    long long steal_before = steal_ticks();
    clock_gettime(CLOCK_MONOTONIC, &start);
    pid_t child = fork();
    if (child < 0) {
        perror("measure: fork");
        return 2;
    }
    if (child == 0) {
        execvp(argv[2], argv + 2);
        perror("measure: exec");
        _exit(127);
    }
    int status;
    struct rusage usage;
    while (wait4(child, &status, 0, &usage) < 0) {
        if (errno != EINTR) {
            perror("measure: wait4");
            return 2;
        }
    }
    clock_gettime(CLOCK_MONOTONIC, &end);
    long long steal_after = steal_ticks();
    double steal = steal_before < 0 || steal_after < 0 ? -1 : (double)(steal_after - steal_before) / sysconf(_SC_CLK_TCK);
    FILE *result = fopen(argv[1], "w");
    if (result == NULL) {
        perror("measure: cannot write the result");
        return 2;
    }
    double wall = (end.tv_sec - start.tv_sec) + (end.tv_nsec - start.tv_nsec) / 1e9;
    int code = WIFEXITED(status) ? WEXITSTATUS(status) : 128 + WTERMSIG(status);
    fprintf(result, "%.6f %.6f %ld %d %ld %.2f\n", wall, seconds(usage.ru_utime) + seconds(usage.ru_stime),
            usage.ru_maxrss, code, usage.ru_minflt, steal);
    return fclose(result) == 0 ? 0 : 2;
}

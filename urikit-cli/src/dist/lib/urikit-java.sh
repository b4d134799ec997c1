# urikit-java.sh: how every urikit launcher on Unix starts Java, in one place. Sourced (not run)
# by the distribution's bin/urikit and by the repository's ./urikit; the JVM options themselves are
# in jvm.options beside this file (bin/urikit.cmd reads that file too).
#
#   urikit_java JAR CDS_DIR [ARGS...]
#
# runs `java @jvm.options [CDS options] $JAVA_OPTS -jar JAR ARGS...` in place of the shell, in the
# caller's working directory. Java is URIKIT_JAVA when set (the distribution's own runtime), else
# $JAVA_HOME/bin/java, else java on the PATH.
#
# ---- Start-up (the class-data archive or ahead-of-time cache) ------------------------------------
# Where CDS_DIR is writable, the classes a call loads come from a file made once per JDK build by a
# training run of every subcommand (org.urikit.cli.Training, about a second, when the file is
# missing or older than the jar), so that every subcommand, its help and its usage errors start
# from it: on JDK 25 and later an ahead-of-time cache, CDS_DIR/urikit-jdk-<build>.aot (JEP 514:
# -XX:AOTCacheOutput, then -XX:AOTCache), which starts fastest there; on JDK 17 to 24 a
# class-data-sharing archive, CDS_DIR/urikit-jdk-<build>.jsa (-XX:ArchiveClassesAtExit, then
# -XX:SharedArchiveFile). <build> is the JDK's runtime version, so changing the JDK never meets a
# file of another one. URIKIT_CDS=0 turns it off.
# ---------------------------------------------------------------------------------------------------

urikit_java() {
    local jar=$1 cds_dir=$2
    shift 2
    local here=${BASH_SOURCE[0]%/*}
    [[ $here == "${BASH_SOURCE[0]}" ]] && here=.

    local java=${URIKIT_JAVA:-}
    if [[ -z $java ]]; then
        if [[ -n ${JAVA_HOME:-} && -x $JAVA_HOME/bin/java ]]; then
            java=$JAVA_HOME/bin/java
        else
            java=$(command -v java) || { echo "urikit: no java found (set JAVA_HOME or put a JDK 17+ on the PATH)" >&2; exit 3; }
        fi
    fi

    # Java decodes command-line arguments with the locale's charset: make it UTF-8 when the
    # locale does not say so, or non-ASCII arguments would arrive as '?'.
    case "${LC_ALL:-${LC_CTYPE:-${LANG:-}}}" in
        *[Uu][Tt][Ff]-8* | *[Uu][Tt][Ff]8*) ;;
        *) export LC_ALL=C.UTF-8 ;;
    esac

    local opts=("@$here/jvm.options")

    # The JDK's version, from its release file (no extra JVM start): JAVA_RUNTIME_VERSION names
    # the build (17.0.15+6-Debian-1deb12u1), which is what a class-data archive is tied to.
    local java_bin release version="" runtime="" line
    java_bin=$(readlink -f "$java" 2>/dev/null || echo "$java")
    release=${java_bin%/bin/java}/release
    if [[ -r $release ]]; then
        while IFS= read -r line; do
            case $line in
                JAVA_VERSION=*) version=${line#*=} ;;
                JAVA_RUNTIME_VERSION=*) runtime=${line#*=} ;;
            esac
        done < "$release"
    fi
    version=${version//\"/}
    runtime=${runtime//\"/}
    local feature=${version%%.*}
    [[ $feature =~ ^[0-9]+$ ]] || feature=0
    local build=${runtime:-$version}
    # ---- Start-up: see the block at the top of this file. ----
    local quiet=(-Xlog:cds=off -Xlog:cds+dynamic=off) archive make use
    if ((feature >= 25)); then
        archive="$cds_dir/urikit-jdk-${build//[^A-Za-z0-9._+-]/_}.aot"
        quiet+=(-Xlog:aot=off)
        make=-XX:AOTCacheOutput=
        use=-XX:AOTCache=
    else
        archive="$cds_dir/urikit-jdk-${build//[^A-Za-z0-9._+-]/_}.jsa"
        make=-XX:ArchiveClassesAtExit=
        use=-XX:SharedArchiveFile=
    fi
    if [[ ${URIKIT_CDS:-1} != 0 && -n $version && $feature -ge 17 && -d $cds_dir && -w $cds_dir ]]; then
        if [[ ! -f $archive || $archive -ot $jar ]]; then
            # Written under a name of its own and moved into place, so that a concurrent call never
            # maps a half-written file; the training's output (and the JDK's notes on it) is dropped.
            local tmp="$archive.$$"
            "$java" "${opts[@]}" "$make$tmp" "${quiet[@]}" -cp "$jar" org.urikit.cli.Training >/dev/null 2>&1 || true
            if [[ -f $tmp ]]; then mv -f "$tmp" "$archive"; else rm -f "$tmp" "$tmp.config"; fi
        fi
        if [[ -f $archive && ! $archive -ot $jar ]]; then
            opts+=("$use$archive" "${quiet[@]}")
        fi
    fi
    # ---- end of start-up ----

    # shellcheck disable=SC2086
    exec "$java" "${opts[@]}" ${JAVA_OPTS:-} -jar "$jar" "$@"
}

@rem urikit: the urikit command-line tool, from an unpacked distribution (this file is
@rem bin\urikit.cmd, the jar lib\urikit.jar). Needs a Java 17+ (JAVA_HOME, else java on the PATH)
@rem unless the distribution has its own runtime\. Runs in the caller's working directory.
@rem JVM options: lib\jvm.options (shared with bin/urikit), then JAVA_OPTS.
@echo off
setlocal
set "URIKIT_HOME=%~dp0.."
set "URIKIT_JAVA=java"
if defined JAVA_HOME set "URIKIT_JAVA=%JAVA_HOME%\bin\java.exe"
if exist "%URIKIT_HOME%\runtime\bin\java.exe" set "URIKIT_JAVA=%URIKIT_HOME%\runtime\bin\java.exe"
"%URIKIT_JAVA%" "@%URIKIT_HOME%\lib\jvm.options" %JAVA_OPTS% -jar "%URIKIT_HOME%\lib\urikit.jar" %*
exit /b %ERRORLEVEL%
